import { bankBadge, bankColourOf, type BankIdentity } from './bank-logo.js';
import { networkMark } from './network-mark.js';
import { patternSvg } from './patterns.js';
import { escapeXml, hashOf } from './svg.js';
import { styleOf } from './tier.js';

/**
 * A product's card art, drawn from the catalog: the tier's colour and pattern (classic cards
 * take their bank's colour), the bank's logo and name, the product's name, a chip for a card and
 * the neutral network mark. It carries no number, date or digit of its own: nothing on it reads
 * as a card number or an expiry date. 320 x 200, the proportions of a payment card.
 */
export interface CardArtProduct {
  productId: number;
  productName: string;
  productType: 'Card' | 'Loan';
  bank: BankIdentity;
}

export const cardArtSize = { width: 320, height: 200 } as const;

const font = 'Helvetica, Arial, sans-serif';

/** A longer name is set smaller, so that it fits beside the network mark. */
function nameSize(name: string): number {
  if (name.length <= 20) return 17;
  if (name.length <= 26) return 15;
  return 13;
}

function chip(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><rect width="42" height="32" rx="6" fill="#e6c36a" stroke="#a8842f" stroke-width="1"/>`
    + '<path d="M0 11h14M0 21h14M28 11h14M28 21h14M14 0v32M28 0v32" stroke="#a8842f" stroke-width="1.2" fill="none"/></g>';
}

/** A loan's mark where a card has its chip: a banknote. */
function banknote(x: number, y: number, ink: string): string {
  return `<g transform="translate(${x} ${y})" fill="none" stroke="${ink}" stroke-width="1.8" opacity="0.9">`
    + '<rect width="46" height="28" rx="4"/><circle cx="23" cy="14" r="7"/><path d="M6 6v16M40 6v16"/></g>';
}

export function cardArtSvg(product: CardArtProduct): string {
  const seed = hashOf(`${product.productId}:${product.productName}`);
  const style = styleOf(product.productName, bankColourOf(product.bank), seed);
  const productName = escapeXml(product.productName);
  const bankName = escapeXml(product.bank.name);
  const label = `${product.productName}, ${product.bank.name}`;
  const { width, height } = cardArtSize;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient>`,
    `<clipPath id="card"><rect width="${width}" height="${height}" rx="14"/></clipPath></defs>`,
    `<g clip-path="url(#card)"><rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<g stroke="${style.accent}" fill="${style.accent}">${patternSvg(style.pattern, seed)}</g></g>`,
    bankBadge(product.bank, 18, 16, 30),
    `<text x="56" y="37" font-family="${font}" font-size="13" font-weight="700" fill="${style.ink}">${bankName}</text>`,
    style.label
      ? `<text x="302" y="37" text-anchor="end" font-family="${font}" font-size="10" font-weight="700" letter-spacing="2" fill="${style.ink}" opacity="0.85">${escapeXml(style.label.toUpperCase())}</text>`
      : '',
    product.productType === 'Card' ? chip(22, 76) : banknote(20, 78, style.ink),
    `<text x="22" y="172" font-family="${font}" font-size="${nameSize(product.productName)}" font-weight="700" fill="${style.ink}">${productName}</text>`,
    networkMark(258, 152, style.ink),
    '</svg>',
  ].join('');
}
