/** 'AED 1,250' / 'AED 12.5': the currency code first, as the loan amounts of the API are written. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

export function formatPercent(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** Description lines are separated by a literal backslash followed by n (spec section 3). */
export function descriptionLines(description: string | null | undefined): string[] {
  return (description ?? '')
    .split('\\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
