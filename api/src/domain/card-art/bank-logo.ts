/**
 * A fictional bank's badge on its card art, drawn from its catalog id and name: a colour of the
 * bank's own (banks of one country have consecutive ids, so they never share one) and an emblem.
 */
export interface BankIdentity {
  id: number;
  name: string;
}

/** Islamic banks take a green, the others any colour but green: the two lists share none. */
const bankColours = ['#0b4f8a', '#7b1f3a', '#5b3b8c', '#a0461b', '#1d5f74', '#6b4f1d', '#8a1c1c', '#3b4a6b', '#7a3b69'];
const islamicColours = ['#0f6e5c', '#2d6a4f', '#1b7a56'];

export function bankColourOf(bank: BankIdentity): string {
  const palette = /\bislamic\b/i.test(bank.name) ? islamicColours : bankColours;
  return palette[bank.id % palette.length]!;
}

/** Emblems on a 64 x 64 box, drawn in the fill of the enclosing group. */
const emblems: readonly string[] = [
  // an arch (a gate)
  '<path d="M14 50V30a18 18 0 0136 0v20h-8V30a10 10 0 00-20 0v20z"/>',
  // a crescent
  '<path d="M40 12a21 21 0 1 0 0 40a17 17 0 1 1 0-40z"/>',
  // a diamond in a diamond
  '<path d="M32 8l24 24-24 24L8 32z M32 20L20 32l12 12 12-12z" fill-rule="evenodd"/>',
  // three waves
  '<path d="M8 24c8-6 16-6 24 0s16 6 24 0v6c-8 6-16 6-24 0s-16-6-24 0zM8 36c8-6 16-6 24 0s16 6 24 0v6c-8 6-16 6-24 0s-16-6-24 0z"/>',
  // a tower of three blocks
  '<path d="M22 52V26h20v26zM16 22l16-12 16 12z M12 56h40v-4H12z"/>',
  // a sun
  '<path d="M32 20a12 12 0 110 24a12 12 0 010-24zM30 4h4v10h-4zM30 50h4v10h-4zM4 30h10v4H4zM50 30h10v4H50z"/>',
];

/** Consecutive ids (the banks of one country) get different emblems, as they get different colours. */
export function emblemOf(bank: BankIdentity): string {
  return emblems[bank.id % emblems.length]!;
}

/** The emblem on the bank's colour in a rounded square of `size` at (x, y), for use inside another SVG. */
export function bankBadge(bank: BankIdentity, x: number, y: number, size: number): string {
  const scale = size / 64;
  return `<g transform="translate(${x} ${y}) scale(${scale})"><rect width="64" height="64" rx="14" fill="${bankColourOf(bank)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/><g fill="#ffffff">${emblemOf(bank)}</g></g>`;
}
