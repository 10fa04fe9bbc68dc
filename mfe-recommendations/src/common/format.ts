let percentFormat: Intl.NumberFormat | null = null;

/** '11.25%': up to two decimals, through Intl like every amount of the storefront. */
export function formatPercent(value: number): string {
  percentFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return `${percentFormat.format(value)}%`;
}

/** Description lines are separated by a literal backslash followed by n (spec section 3). */
export function descriptionLines(description: string | null | undefined): string[] {
  return (description ?? '')
    .split('\\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
