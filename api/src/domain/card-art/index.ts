/** Generated imagery of the catalog: card art per product, with its fictional bank's badge. */
export { cardArtSvg, cardArtSize, type CardArtProduct } from './card-art.js';
export { bankColourOf, type BankIdentity } from './bank-logo.js';
export { tierOf, type Tier } from './tier.js';
