import { useId } from 'react';
import { Input } from '@storefront/shared/ui';
import { formatMoney, type LoanAmounts, type Question } from '@storefront/shared';
import { useT } from '../i18n';
import type { Answer, Answers } from './answers-store';
import { amountProblem, type AmountProblem } from './loan-amount';
import { QuestionList } from './question-list';

export interface LoanRequestFieldsProps {
  amounts: LoanAmounts | undefined;
  amount: string;
  onAmount(text: string): void;
  /** Show the amount's problem (after Next, or once the field was left). */
  showProblem: boolean;
  onLeave(): void;
  /** The tenure question: the second half of the request. */
  tenure: Question | undefined;
  answers: Answers;
  onAnswer(questionId: number, answer: Answer): void;
}

/** The loan asked for, before the offers: how much (typed, within the market's loans) and over how long (the tenure question). */
export function LoanRequestFields({ amounts, amount, onAmount, showProblem, onLeave, tenure, answers, onAnswer }: LoanRequestFieldsProps) {
  const t = useT();
  const id = useId();
  const money = (value: number) => (amounts ? formatMoney(value, amounts.currency) : String(value));
  const range = amounts ? { min: money(amounts.min), max: money(amounts.max) } : null;
  const problem: AmountProblem | null = amounts ? amountProblem(amount, amounts) : null;
  const problemText = (p: AmountProblem) =>
    p === 'missing'
      ? t('eligibility.amountMissing')
      : p === 'notNumber'
        ? t('eligibility.amountNotNumber')
        : t('eligibility.amountOutOfRange', { min: range?.min ?? '', max: range?.max ?? '' });
  return (
    <section className="elig-loan" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="elig-loan__title">
        {t('eligibility.yourLoan')}
      </h3>
      <div className="elig-question">
        <label htmlFor={`${id}-amount`} className="elig-question__text">
          {t('eligibility.amountQuestion')}
        </label>
        <Input
          id={`${id}-amount`}
          className="elig-loan__amount"
          inputMode="numeric"
          autoComplete="off"
          prefix={amounts?.currency}
          value={amount}
          status={showProblem && problem ? 'error' : undefined}
          aria-invalid={showProblem && problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onAmount(event.target.value)}
          onBlur={onLeave}
        />
        <p id={`${id}-hint`} className={showProblem && problem ? 'elig-loan__hint elig-loan__hint--error' : 'elig-loan__hint'} role={showProblem && problem ? 'alert' : undefined}>
          {showProblem && problem ? problemText(problem) : range ? t('eligibility.amountRange', range) : ''}
        </p>
      </div>
      {tenure && <QuestionList questions={[tenure]} answers={answers} onAnswer={onAnswer} />}
    </section>
  );
}
