/** Figures as a Key Facts sheet and the confirmation mail write them: plain text, currency first. */

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 'AED 1,048.50', 'PKR 5,000': cents only when there are some. */
export function formatAmount(amount: number, currency: string): string {
  const rounded = Math.round(amount * 100) / 100;
  return `${currency} ${(Number.isInteger(rounded) ? whole : cents).format(rounded)}`;
}

/** '19.99%', '39%'. */
export const formatRate = (percent: number): string => `${rate.format(percent)}%`;

export const formatMonths = (months: number): string => (months === 1 ? '1 month' : `${months} months`);
