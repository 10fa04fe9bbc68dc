/** Generated imagery of the catalog: card art per product and a logo per fictional bank. */
export { cardArtSvg, cardArtSize, type CardArtProduct } from './card-art.js';
export { bankLogoSvg, bankColourOf, type BankIdentity } from './bank-logo.js';
export { tierOf, type Tier } from './tier.js';
