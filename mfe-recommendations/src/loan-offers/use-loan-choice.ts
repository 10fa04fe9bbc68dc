import { useMemo, useState } from 'react';
import { countDebounceMs, useApplication, useLoanQuote, type LoanChoice as SubmittedLoanChoice, type LoanOffer, type PublicId } from '@storefront/shared';
import { useDebouncedValue } from '../common/use-debounced-value';
import { offerFigures, type LoanFiguresSource } from './loan-figures';

export interface LoanChoice {
  amount: number;
  tenure: number;
}

/** The most the visitor may borrow over a tenure: the API's limit for it, within the product's maximum. */
export function eligibleFor(offer: LoanOffer, tenure: number): number {
  const limit = offer.tenureLimits.find((l) => l.tenure === tenure);
  return Math.min(limit?.maxAmount ?? 0, offer.maxAmount);
}

/** The tenures a visitor may choose: those the API offers with an amount that fits. */
export function choosableTenures(offer: LoanOffer): number[] {
  const tenures = offer.tenureLimits.filter((l) => l.maxAmount >= offer.minAmount).map((l) => l.tenure);
  return tenures.includes(offer.loanTenure) ? tenures : [...tenures, offer.loanTenure].sort((a, b) => a - b);
}

/** A new tenure keeps the amount when it still fits, and takes the most that fits otherwise. */
export function withTenure(offer: LoanOffer, choice: LoanChoice, tenure: number): LoanChoice {
  const max = eligibleFor(offer, tenure);
  return { tenure, amount: Math.min(choice.amount, Math.max(max, offer.minAmount)) };
}

/**
 * What applying sends of the figures shown (those of the confirm modal): their amount and tenure
 * when the visitor changed them from the offer's, null for the offer's own.
 */
export function submittedChoice(offer: LoanOffer, figures: Pick<LoanFiguresSource, 'amount' | 'tenure'>): SubmittedLoanChoice | null {
  if (figures.amount === offer.loanAmount && figures.tenure === offer.loanTenure) return null;
  return { amount: figures.amount, tenureMonths: figures.tenure };
}

/**
 * The amount and tenure the visitor chose for an offer, and its figures. The offer's own choice
 * shows the offer's figures; another is quoted by the API once the choice has rested for the
 * debounce (a slider dragged across makes one call), each choice fetched once (SWR); the previous
 * figures stay while the next load.
 */
export function useLoanChoice(applicationId: PublicId | null, offer: LoanOffer) {
  const initial = useMemo(() => ({ amount: offer.loanAmount, tenure: offer.loanTenure }), [offer]);
  const [choice, setChoice] = useState<LoanChoice>(initial);
  const settled = useDebouncedValue(choice, countDebounceMs);
  const own = settled.amount === initial.amount && settled.tenure === initial.tenure;
  const valid = Number.isFinite(settled.amount) && settled.amount > 0;
  const query = own || !valid ? null : { productId: offer.productId, amount: settled.amount, tenure: settled.tenure };
  const { language } = useApplication();
  const quote = useLoanQuote(applicationId, language, query);
  const pending = choice !== settled || (query !== null && quote.isLoading);
  const figures: LoanFiguresSource = own || !quote.data ? offerFigures(offer) : { ...quote.data };
  return {
    choice,
    setChoice,
    figures,
    keyFacts: own || !quote.data ? offer.keyFacts : quote.data.keyFacts,
    /** A quote for this very choice is shown (the offer's own figures count). */
    current: own || (quote.data?.amount === settled.amount && quote.data?.tenure === settled.tenure && !pending),
    pending,
    error: query !== null && !quote.isLoading ? quote.error : undefined,
    retry: () => void quote.mutate(),
  };
}
