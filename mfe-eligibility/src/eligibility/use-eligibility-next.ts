import {
  apiErrorText,
  creditScoreThreshold,
  getCreditScore,
  loadLoanRecommendations,
  loadProductFeatures,
  putLoanRequest,
  saveProductRecommendations,
  submitScreenings,
  useApplication,
  useNextHandler,
  useNotice,
  type LoanAmounts,
  type LoanOffer,
  type LoanRequest,
  type NextOutcome,
  type Question,
  type ScreeningRecord,
} from '@storefront/shared';
import { t } from '../i18n';
import type { Answers } from './answers-store';
import { amountProblem, parseAmount } from './loan-amount';

const stay: NextOutcome = { type: 'stay' };
const noEligibleProduct: NextOutcome = { type: 'noEligibleProduct' };

/** The loan asked for: the amount as typed, the market's loan amounts, and how to show the field's problem. */
export interface LoanAsked {
  text: string;
  amounts: LoanAmounts | undefined;
  showProblem(): void;
}

/** The no-product dialog naming the first hard-stop answer given: its question and the option chosen. */
function hardStopOutcome(questions: Question[], answers: Answers): NextOutcome {
  for (const q of questions) {
    const option = q.options.find((o) => o.optionId === answers[q.questionId]?.optionId);
    if (option?.hardStop) return { type: 'noEligibleProduct', reason: { kind: 'hardStop', question: q.question, answer: option.optionText } };
  }
  return noEligibleProduct;
}

/**
 * Spec section 4, "Step 2 to next". A loan also asks how much to borrow (`loan`): the amount goes
 * to the API before the offers, which are computed for it; when no loan fits, the dialog says why.
 */
export function useEligibilityNext(
  questions: Question[] | undefined,
  answers: Answers,
  keepAnswers: (answers: Answers) => void,
  loan: LoanAsked | null = null,
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
    if (product === 'Loan' && loan && (!loan.amounts || amountProblem(loan.text, loan.amounts))) {
      loan.showProblem();
      notify({ kind: 'warning', title: t('eligibility.amountRequiredTitle'), message: t('eligibility.amountRequiredMessage') });
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
      if (hardStop) return hardStopOutcome(questions, answers);
      if (score < creditScoreThreshold) return { type: 'noEligibleProduct', reason: { kind: 'creditScore' } };
      await loadProductFeatures(countryCode, language);
      return { type: 'advance' };
    }

    if (hardStop) return hardStopOutcome(questions, answers);
    if (loan) {
      let asked: LoanRequest;
      try {
        asked = await putLoanRequest(applicationId, parseAmount(loan.text) ?? 0, language);
      } catch (error) {
        fail(apiErrorText(error));
        return stay;
      }
      if (asked.shortfall) {
        return { type: 'noEligibleProduct', reason: { kind: 'loanShortfall', shortfall: asked.shortfall, currency: asked.currency } };
      }
    }
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
