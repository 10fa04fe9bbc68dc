import type { LoanAmounts } from '@storefront/shared';

/** What is wrong with the amount typed: nothing typed, not a number, or outside what the market's loans lend. */
export type AmountProblem = 'missing' | 'notNumber' | 'outOfRange';

const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The whole amount in `text`: Latin, Arabic-Indic or Eastern Arabic-Indic digits, with thousands
 * separators (commas, Arabic commas, dots between groups of three, spaces) allowed; null when it is
 * anything else (letters, signs, fractions).
 */
export function parseAmount(text: string): number | null {
  const latin = text.trim().replace(easternDigits, (d) => String(d.charCodeAt(0) & 0xf));
  if (!/^\d{1,3}([,\u060C\u066C. ]?\d{3})*$|^\d+$/.test(latin)) return null;
  const amount = Number(latin.replace(/[^\d]/g, ''));
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Why `text` is not an amount to ask for, or null when it is one. */
export function amountProblem(text: string, range: Pick<LoanAmounts, 'min' | 'max'>): AmountProblem | null {
  if (text.trim() === '') return 'missing';
  const amount = parseAmount(text);
  if (amount === null) return 'notNumber';
  return amount < range.min || amount > range.max ? 'outOfRange' : null;
}
