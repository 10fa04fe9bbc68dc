/** An amount as finance reads it: the currency code, then the figure with two decimals (AED 1,234.50). */
export const formatMoney = (amount: number, currency: string): string =>
  `${currency} ${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
