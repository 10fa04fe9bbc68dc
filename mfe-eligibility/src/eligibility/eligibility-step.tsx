import { Alert, Spin, StorefrontUiRoot, Typography } from '@storefront/shared/ui';
import { useState } from 'react';
import { useApplication, useQuestions } from '@storefront/shared';
import { useT } from '../i18n';
import { saveAnswers, savedAnswers, type Answer, type Answers } from './answers-store';
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
  const [answers, setAnswers] = useState<Answers>(() => savedAnswers(applicationId));

  const keepAnswers = (next: Answers) => {
    setAnswers(next);
    if (applicationId !== null) saveAnswers(applicationId, next);
  };
  const answer = (questionId: number, value: Answer) => keepAnswers({ ...answers, [questionId]: value });
  useEligibilityNext(questions, answers, keepAnswers);

  return (
    <section className="elig">
      <Typography.Title level={2} className="elig__title">
        {t('eligibility.title')}
      </Typography.Title>
      {applicationId === null || product === null ? (
        <Alert type="error" showIcon title={t('eligibility.noApplicationId')} />
      ) : error ? (
        <Alert type="error" showIcon title={t('eligibility.questionsFailed')} />
      ) : isLoading || !questions ? (
        <div className="elig__loading" role="status">
          <Spin size="small" />
          <span>{t('eligibility.loadingQuestions')}</span>
        </div>
      ) : (
        <QuestionList questions={questions} answers={answers} onAnswer={answer} />
      )}
    </section>
  );
}
