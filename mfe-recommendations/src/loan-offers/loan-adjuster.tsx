import { useId } from 'react';
import { formatMoney, problemNotice, type LoanOffer } from '@storefront/shared';
import { isolate } from '../common/format';
import { useT } from '../i18n';
import { choosableTenures, eligibleFor, withTenure, type LoanChoice } from './use-loan-choice';

export interface LoanAdjusterProps {
  offer: LoanOffer;
  choice: LoanChoice;
  onChange(choice: LoanChoice): void;
  pending: boolean;
  error: unknown;
  onRetry(): void;
}

/**
 * The amount (a slider in the product's steps, up to what the visitor may borrow over the tenure,
 * or typed) and the tenure (the product's tenures). Inside a tile that opens the confirm modal on
 * a click, so clicks stay here.
 */
export function LoanAdjuster({ offer, choice, onChange, pending, error, onRetry }: LoanAdjusterProps) {
  const id = useId();
  const t = useT();
  const max = Math.max(eligibleFor(offer, choice.tenure), offer.minAmount);
  const money = (amount: number) => formatMoney(amount, offer.currency);
  // While the typed amount is empty the slider rests at the least amount (a browser puts a slider
  // without a valid value at its middle).
  const typed = Number.isFinite(choice.amount);
  const sliderAmount = typed ? Math.min(Math.max(choice.amount, offer.minAmount), max) : offer.minAmount;
  const problem = error ? problemNotice(error) : null;
  return (
    <details className="rec-loan-adjust" onClick={(event) => event.stopPropagation()}>
      <summary>{t('loanQuote.adjust')}</summary>
      <div className="rec-loan-adjust-body">
        <label htmlFor={`${id}-amount`}>{t('loanQuote.amount')}</label>
        <div className="rec-loan-amount">
          <input
            id={`${id}-amount-range`}
            type="range"
            min={offer.minAmount}
            max={max}
            step={offer.amountStep}
            value={sliderAmount}
            onChange={(event) => onChange({ ...choice, amount: Number(event.target.value) })}
            aria-label={t('loanQuote.amountLabel', { name: offer.productName })}
          />
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            min={offer.minAmount}
            max={max}
            step={offer.amountStep}
            value={typed ? choice.amount : ''}
            onChange={(event) => onChange({ ...choice, amount: event.target.value === '' ? NaN : Number(event.target.value) })}
          />
        </div>
        <p className="rec-loan-hint">{t('loanQuote.eligibleOver', { amount: isolate(money(eligibleFor(offer, choice.tenure))), months: choice.tenure })}</p>
        <label htmlFor={`${id}-tenure`}>{t('loanQuote.tenure')}</label>
        <select
          id={`${id}-tenure`}
          value={choice.tenure}
          onChange={(event) => onChange(withTenure(offer, choice, Number(event.target.value)))}
          aria-label={t('loanQuote.tenureLabel', { name: offer.productName })}
        >
          {choosableTenures(offer).map((tenure) => (
            <option key={tenure} value={tenure}>
              {t('loans.months', { count: tenure })}
            </option>
          ))}
        </select>
        <p className="rec-loan-status" aria-live="polite">
          {pending && t('loanQuote.updating')}
        </p>
        {problem && (
          <div className="rec-loan-error" role="alert">
            <p>
              <strong>{t('loanQuote.quoteFailed')}</strong> {problem.message || problem.title}
            </p>
            <button type="button" className="rec-link-button" onClick={onRetry}>
              {t('loanQuote.retry')}
            </button>
          </div>
        )}
      </div>
    </details>
  );
}
