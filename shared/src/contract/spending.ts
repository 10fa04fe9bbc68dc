/**
 * The plain values of a card's value and odds (no schema: the front ends read this module, and
 * TypeBox would come with one). The wire shapes are in ./eligibility.
 */

/** The spending categories a card's earn rates and the visitor's monthly spending are given in. */
export const spendingCategories = ['groceries', 'dining', 'fuel', 'travel', 'online', 'other'] as const;
export type SpendingCategory = (typeof spendingCategories)[number];
export type MonthlySpending = Record<SpendingCategory, number>;

/** The largest monthly spending per category the storefront accepts, in the market's currency. */
export const maxMonthlySpending = 10_000_000;

/** How the card results are ordered within each group; `match` is the spec's best match first. */
export const cardSortKeys = ['match', 'value', 'fee', 'apr'] as const;
export type CardSort = (typeof cardSortKeys)[number];

/** Applications whose outcome the odds may be read from only when at least this many were decided. */
export const minimumOutcomeSample = 30;

/** `groceries:2000,dining:800`: the visitor's monthly spending as the filter call's query carries it. */
export const spendingQueryPattern = `^(${spendingCategories.join('|')}):[0-9]{1,8}(,(${spendingCategories.join('|')}):[0-9]{1,8}){0,5}$`;

/** The query text of a spending profile (spendingQueryPattern). */
export function spendingQuery(spending: MonthlySpending): string {
  return spendingCategories.map((c) => `${c}:${Math.round(spending[c])}`).join(',');
}
