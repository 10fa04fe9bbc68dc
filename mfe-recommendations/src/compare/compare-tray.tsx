import { Button } from '@storefront/shared/ui';
import { useT } from '../i18n';
import { compareMax, compareMin } from './compare-selection';

/** Under the list once a product is ticked: how many are chosen, and the button that compares them. */
export function CompareTray({ count, onOpen, onClear }: { count: number; onOpen(): void; onClear(): void }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <div className="rec-compare-tray" role="region" aria-label={t('compare.title')}>
      <span aria-live="polite">
        {t('compare.chosen', { count, max: compareMax })}
        {count >= compareMax && <span className="rec-compare-limit"> {t('compare.limit', { max: compareMax })}</span>}
      </span>
      <span className="rec-compare-tray-buttons">
        <Button onClick={onClear}>{t('compare.clear')}</Button>
        <Button type="primary" disabled={count < compareMin} onClick={onOpen} title={count < compareMin ? t('compare.pickMore', { min: compareMin }) : undefined}>
          {t('compare.open', { count })}
        </Button>
      </span>
    </div>
  );
}
