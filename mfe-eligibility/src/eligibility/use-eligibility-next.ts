import {
  apiErrorText,
  creditScoreThreshold,
  getCreditScore,
  loadLoanRecommendations,
  loadProductFeatures,
  saveProductRecommendations,
  submitScreenings,
  useApplication,
  useNextHandler,
  useNotice,
  type LoanOffer,
  type NextOutcome,
  type Question,
  type ScreeningRecord,
} from '@storefront/shared';
import { t } from '../i18n';
import type { Answers } from './answers-store';

const stay: NextOutcome = { type: 'stay' };
const noEligibleProduct: NextOutcome = { type: 'noEligibleProduct' };

/** Spec section 4, "Step 2 to next". */
export function useEligibilityNext(
  questions: Question[] | undefined,
  answers: Answers,
  keepAnswers: (answers: Answers) => void,
): void {
  const { applicationId, product, countryCode, language } = useApplication();
  const { notify } = useNotice();
  const fail = (title: string) => notify({ kind: 'error', title, message: '' });

  useNextHandler(async (): Promise<NextOutcome> => {
    // The step body already says why (no application, loading, or the questions failed).
    if (applicationId === null || product === null || !questions) return stay;

    if (questions.some((q) => !answers[q.questionId])) {
      notify({
        kind: 'warning',
        title: t('eligibility.answersRequiredTitle'),
        message: t('eligibility.answersRequiredMessage'),
      });
      return stay;
    }

    let records: ScreeningRecord[];
    try {
      records = await submitScreenings(
        questions.map((q) => ({
          questionId: q.questionId,
          applicationId,
          response: answers[q.questionId].optionId,
          screeningId: answers[q.questionId].screeningId,
        })),
      );
    } catch {
      fail(t('eligibility.submitFailed'));
      return stay;
    }
    keepAnswers(withScreeningIds(answers, records));
    const hardStop = questions.some((q) => answers[q.questionId].hardStop);

    if (product === 'Card') {
      let score: number;
      try {
        score = await getCreditScore(applicationId);
      } catch {
        fail(t('eligibility.submitFailed'));
        return stay;
      }
      if (hardStop || score < creditScoreThreshold) return noEligibleProduct;
      await loadProductFeatures(countryCode, language);
      return { type: 'advance' };
    }

    if (hardStop) return noEligibleProduct;
    let offers: LoanOffer[];
    try {
      offers = await loadLoanRecommendations(applicationId, language);
    } catch (error) {
      fail(apiErrorText(error));
      return stay;
    }
    if (offers.length === 0) return noEligibleProduct;
    try {
      await saveProductRecommendations(
        applicationId,
        offers.map((o) => ({ applicationId, productId: o.productId })),
      );
    } catch (error) {
      fail(apiErrorText(error));
      return stay;
    }
    return { type: 'advance' };
  });
}

function withScreeningIds(answers: Answers, records: ScreeningRecord[] | undefined): Answers {
  const next: Answers = { ...answers };
  for (const record of records ?? []) {
    const answer = next[record.questionId];
    if (answer) next[record.questionId] = { ...answer, screeningId: record.screeningId };
  }
  return next;
}
