import { DomainError } from './problem.js';
import { spendingCategories, type MonthlySpending, type SpendingCategory, type YearlyValue } from '@storefront/shared/contract';

/**
 * A card's estimated yearly value for a monthly spending profile: the cashback or the points'
 * worth earned at its rate per category, within its caps, over twelve months, less its annual fee.
 */

export interface CardRewards {
  /** cashback: rates are percent of spending; points: rates are points per unit of currency spent. */
  unit: 'cashback' | 'points';
  rates: Record<SpendingCategory, number>;
  /** What one point is worth in the market's currency (points only). */
  pointValue?: number;
  /** The most one category earns in a month, in the market's currency. */
  categoryCaps?: Partial<Record<SpendingCategory, number>>;
  /** The most the card earns in a month, in the market's currency. */
  monthlyCap?: number;
}

/** What the rewards on one month's spending are worth, within the caps. */
export function monthlyRewards(rewards: CardRewards | undefined, spending: MonthlySpending): number {
  if (!rewards) return 0;
  const worthPerUnit = rewards.unit === 'cashback' ? 0.01 : rewards.pointValue ?? 0;
  let total = 0;
  for (const category of spendingCategories) {
    const earned = Math.max(0, spending[category]) * rewards.rates[category] * worthPerUnit;
    total += Math.min(earned, rewards.categoryCaps?.[category] ?? Infinity);
  }
  return Math.min(total, rewards.monthlyCap ?? Infinity);
}

/** Twelve months of rewards less the annual fee, in whole units of the market's currency. */
export function yearlyValue(
  rewards: CardRewards | undefined, annualFee: number, spending: MonthlySpending, defaultSpending: boolean,
): YearlyValue {
  const yearlyRewards = Math.round(12 * monthlyRewards(rewards, spending));
  return { amount: yearlyRewards - Math.round(annualFee), rewards: yearlyRewards, annualFee: Math.round(annualFee), spending, defaultSpending };
}

/** The visitor's spending where they gave it, the market's default for every other category. */
export function spendingWithDefaults(given: Partial<MonthlySpending> | undefined, defaults: MonthlySpending): MonthlySpending {
  const spending = { ...defaults };
  for (const category of spendingCategories) {
    const value = given?.[category];
    if (value !== undefined) spending[category] = value;
  }
  return spending;
}

/** `groceries:2000,dining:800` (spendingQueryPattern) as amounts by category; a category given twice is refused. */
export function parseSpending(query: string): Partial<MonthlySpending> {
  const spending: Partial<MonthlySpending> = {};
  for (const part of query.split(',')) {
    const [category, amount] = part.split(':') as [SpendingCategory, string];
    if (spending[category] !== undefined) {
      throw new DomainError('invalid', 'request.invalid', 'Invalid request', `querystring/spending names ${category} more than once.`, 'validation-error');
    }
    spending[category] = Number(amount);
  }
  return spending;
}
