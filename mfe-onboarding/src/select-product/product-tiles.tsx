import type { ProductType } from '@storefront/shared';
import { useT, type MessageKey } from '../i18n';
import { CardIcon, CashIcon } from './product-icons';

const tiles: { product: ProductType; text: MessageKey; icon: JSX.Element }[] = [
  { product: 'Card', text: 'selectProduct.card', icon: <CardIcon /> },
  { product: 'Loan', text: 'selectProduct.loan', icon: <CashIcon /> },
];

export interface ProductTilesProps {
  value: ProductType | null;
  onChange(product: ProductType): void;
}

/** Native radios under the tiles: arrow keys, Space and screen readers work as for any radio group. */
export function ProductTiles({ value, onChange }: ProductTilesProps) {
  const t = useT();
  return (
    <div className="onb-tiles" role="radiogroup" aria-label={t('selectProduct.productChoice')}>
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
          <span className="onb-tile__text">{t(tile.text)}</span>
        </label>
      ))}
    </div>
  );
}
