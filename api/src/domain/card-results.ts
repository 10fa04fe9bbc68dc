import type { CardSort, Eligibility, YearlyValue } from '@storefront/shared/contract';

/**
 * The order of the card results: every card the visitor may qualify for first (the fits), then
 * those the answers show they do not (listed under "You may not qualify for these"); within each
 * group by the visitor's sort, the match ranking breaking ties (best match first by default).
 */
export interface RankedCardResult {
  /** Place in the match ranking, 0 the best match. */
  rank: number;
  eligibility: Pick<Eligibility, 'qualifies'>;
  yearlyValue: Pick<YearlyValue, 'amount'>;
  annualFee: number;
  purchaseRate: number;
}

const byKey: Record<CardSort, (a: RankedCardResult, b: RankedCardResult) => number> = {
  match: () => 0,
  value: (a, b) => b.yearlyValue.amount - a.yearlyValue.amount,
  fee: (a, b) => a.annualFee - b.annualFee,
  apr: (a, b) => a.purchaseRate - b.purchaseRate,
};

export function orderCardResults<T extends RankedCardResult>(results: readonly T[], sort: CardSort = 'match'): T[] {
  const compare = byKey[sort];
  return [...results].sort((a, b) =>
    Number(b.eligibility.qualifies) - Number(a.eligibility.qualifies) || compare(a, b) || a.rank - b.rank);
}
