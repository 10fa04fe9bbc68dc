import { Button } from '@storefront/shared/ui';
import { compareMessages } from '../messages';
import { compareMax, compareMin } from './compare-selection';

/** Under the list once a product is ticked: how many are chosen, and the button that compares them. */
export function CompareTray({ count, onOpen, onClear }: { count: number; onOpen(): void; onClear(): void }) {
  if (count === 0) return null;
  return (
    <div className="rec-compare-tray" role="region" aria-label={compareMessages.title}>
      <span aria-live="polite">
        {compareMessages.chosen(count, compareMax)}
        {count >= compareMax && <span className="rec-compare-limit"> {compareMessages.limit(compareMax)}</span>}
      </span>
      <span className="rec-compare-tray-buttons">
        <Button onClick={onClear}>{compareMessages.clear}</Button>
        <Button type="primary" disabled={count < compareMin} onClick={onOpen} title={count < compareMin ? compareMessages.pickMore(compareMin) : undefined}>
          {compareMessages.open(count)}
        </Button>
      </span>
    </div>
  );
}
