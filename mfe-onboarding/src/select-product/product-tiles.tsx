import type { ProductType } from '@storefront/shared';
import { messages } from '../messages';
import { CardIcon, CashIcon } from './product-icons';

const m = messages.selectProduct;
const tiles: { product: ProductType; text: string; icon: JSX.Element }[] = [
  { product: 'Card', text: m.card, icon: <CardIcon /> },
  { product: 'Loan', text: m.loan, icon: <CashIcon /> },
];

export interface ProductTilesProps {
  value: ProductType | null;
  onChange(product: ProductType): void;
}

/** Native radios under the tiles: arrow keys, Space and screen readers work as for any radio group. */
export function ProductTiles({ value, onChange }: ProductTilesProps) {
  return (
    <div className="onb-tiles" role="radiogroup" aria-label={m.productChoice}>
      {tiles.map((tile) => (
        <label key={tile.product} className={`onb-tile${value === tile.product ? ' onb-tile--checked' : ''}`}>
          <input
            className="onb-tile__radio"
            type="radio"
            name="product"
            value={tile.product}
            checked={value === tile.product}
            onChange={() => onChange(tile.product)}
          />
          <span className="onb-tile__icon" aria-hidden="true">
            {tile.icon}
          </span>
          <span className="onb-tile__text">{tile.text}</span>
        </label>
      ))}
    </div>
  );
}
