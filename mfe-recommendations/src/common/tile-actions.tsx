import { Link } from '@storefront/shared/router';
import { CompareToggle } from '../compare/compare-toggle';
import { useT } from '../i18n';
import { keyFactsPath } from '../key-facts/key-facts-path';

export interface TileActionsProps {
  productId: number;
  productName: string;
  compared: boolean;
  /** Three others are chosen for comparison already. */
  compareFull: boolean;
  onCompare(productId: number): void;
  /** Opens the confirm modal, as a click on the tile does. */
  onApply(): void;
}

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/**
 * The foot of a card or loan tile: 'Compare', the 'Key facts' link and 'Apply'. The tile opens the
 * confirm modal on a click, so the link's click stays here and 'Apply' opens the modal itself.
 */
export function TileActions({ productId, productName, compared, compareFull, onCompare, onApply }: TileActionsProps) {
  const t = useT();
  return (
    <div className="rec-card-actions">
      <CompareToggle productName={productName} checked={compared} disabled={compareFull} onToggle={() => onCompare(productId)} />
      <Link to={keyFactsPath(productId)} className="rec-key-facts-link" onClick={stop} aria-label={t('costs.keyFactsFor', { name: productName })}>
        {t('costs.keyFacts')}
      </Link>
      <button
        type="button"
        className="rec-apply"
        aria-label={t('costs.applyFor', { name: productName })}
        onClick={(event) => {
          event.stopPropagation();
          onApply();
        }}
      >
        {t('costs.apply')}
      </button>
    </div>
  );
}
