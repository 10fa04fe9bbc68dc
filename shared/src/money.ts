/** Amounts as every page shows them: the currency code first, then the amount ('PKR 5,000', 'AED 12.5'). */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formats.set(currency, format);
  }
  return format;
}

/** In the visitor's currency (countries.ts `currencyFor`), through Intl: 'SAR 1,250', never a hand-made format. */
export function formatMoney(amount: number, currency: string): string {
  return formatOf(currency).format(amount);
}
