/**
 * `value.toLocaleString('en-US', { maximumFractionDigits: 2 })`, written out: the first Intl
 * number format a page builds loads ICU's locale data, a long task on a phone (about 100 ms at 4x
 * CPU throttling) in the middle of step 4's first render. Same output for every number (the unit
 * test compares them): the shortest decimal that reads back as the number, rounded half away
 * from zero to 2 decimals, trailing zeros dropped, groups of 3 digits separated by commas.
 */
export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return negative ? '-∞' : '∞';
  const { integer, fraction } = roundToHundredths(decimalDigits(Math.abs(value)));
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The digits of a positive finite number's shortest round-trip form, and where its point goes. */
function decimalDigits(value: number): { digits: string; pointAt: number } {
  const [mantissa, exponent = '0'] = String(value).split('e');
  const [whole, decimals = ''] = mantissa.split('.');
  return { digits: whole + decimals, pointAt: whole.length + Number(exponent) };
}

function roundToHundredths({ digits, pointAt }: { digits: string; pointAt: number }): {
  integer: string;
  fraction: string;
} {
  // Zeros in front until a digit stands before the point, and behind until 3 stand after it.
  const lead = Math.max(0, 1 - pointAt);
  const point = pointAt + lead;
  const padded = ('0'.repeat(lead) + digits).padEnd(point + 3, '0');
  let kept = padded.slice(0, point + 2);
  if (padded.charCodeAt(point + 2) >= 53 /* '5' */) kept = incrementDigits(kept);
  const integerDigits = kept.slice(0, kept.length - 2).replace(/^0+(?=\d)/, '');
  return { integer: integerDigits || '0', fraction: kept.slice(-2).replace(/0+$/, '') };
}

/** '0999' -> '1000', '99' -> '100'. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** 'AED 1,250' / 'AED 12.5': the currency code first, as the loan amounts of the API are written. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${formatNumber(amount)}`;
}

export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** Description lines are separated by a literal backslash followed by n (spec section 3). */
export function descriptionLines(description: string | null | undefined): string[] {
  return (description ?? '')
    .split('\\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
