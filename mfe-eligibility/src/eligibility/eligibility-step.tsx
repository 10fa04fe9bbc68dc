import { Alert, Spin, StorefrontUiRoot, Typography } from '@storefront/shared/ui';
import { useState } from 'react';
import { useApplication, useMarket, useQuestions } from '@storefront/shared';
import { useT } from '../i18n';
import { saveAnswers, savedAnswers, savedLoanAmount, saveLoanAmount, type Answer, type Answers } from './answers-store';
import { LoanRequestFields } from './loan-request-fields';
import { QuestionList } from './question-list';
import { useEligibilityNext } from './use-eligibility-next';
import './eligibility.css';

/** Step 2, Check your eligibility (exposed as './EligibilityStep'). */
export default function EligibilityStep() {
  return (
    <StorefrontUiRoot>
      <Eligibility />
    </StorefrontUiRoot>
  );
}

function Eligibility() {
  const t = useT();
  const { applicationId, product, countryCode, language } = useApplication();
  // Step 0 or 1 has usually put the questions in the cache already; a switch of language asks for
  // them again (the answers, kept by option id, stay chosen).
  const { data: questions, error, isLoading } = useQuestions(product, countryCode, language);
  const { data: market } = useMarket(product === 'Loan' ? countryCode : null);
  const [answers, setAnswers] = useState<Answers>(() => savedAnswers(applicationId));
  const [loanAmount, setLoanAmount] = useState(() => savedLoanAmount(applicationId));
  const [amountLeft, setAmountLeft] = useState(false);

  const keepAnswers = (next: Answers) => {
    setAnswers(next);
    if (applicationId !== null) saveAnswers(applicationId, next);
  };
  const keepLoanAmount = (text: string) => {
    setLoanAmount(text);
    if (applicationId !== null) saveLoanAmount(applicationId, text);
  };
  const answer = (questionId: number, value: Answer) => keepAnswers({ ...answers, [questionId]: value });
  const loanAmounts = market?.loanAmounts;
  useEligibilityNext(questions, answers, keepAnswers, product === 'Loan' ? { text: loanAmount, amounts: loanAmounts, showProblem: () => setAmountLeft(true) } : null);

  // A loan asks how much and over how long together, after the other questions.
  const tenure = product === 'Loan' ? questions?.find((q) => q.role === 'desiredTenure') : undefined;
  const asked = questions?.filter((q) => q !== tenure);

  return (
    <section className="elig">
      <Typography.Title level={2} className="elig__title">
        {t('eligibility.title')}
      </Typography.Title>
      {applicationId === null || product === null ? (
        <Alert type="error" showIcon title={t('eligibility.noApplicationId')} />
      ) : error ? (
        <Alert type="error" showIcon title={t('eligibility.questionsFailed')} />
      ) : isLoading || !questions || !asked ? (
        <div className="elig__loading" role="status">
          <Spin size="small" />
          <span>{t('eligibility.loadingQuestions')}</span>
        </div>
      ) : (
        <>
          <QuestionList questions={asked} answers={answers} onAnswer={answer} />
          {product === 'Loan' && (
            <LoanRequestFields
              amounts={loanAmounts}
              amount={loanAmount}
              onAmount={keepLoanAmount}
              showProblem={amountLeft}
              onLeave={() => setAmountLeft(loanAmount.trim() !== '')}
              tenure={tenure}
              answers={answers}
              onAnswer={answer}
            />
          )}
        </>
      )}
    </section>
  );
}
