import { compareMessages } from '../messages';

/**
 * The 'Compare' tick on a tile. The tile opens the confirm modal on a click, so a click here stays
 * here. Disabled once three others are chosen.
 */
export function CompareToggle({
  productName,
  checked,
  disabled,
  onToggle,
}: {
  productName: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}) {
  return (
    <label className="rec-compare-toggle" onClick={(event) => event.stopPropagation()}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled && !checked}
        onChange={onToggle}
        aria-label={compareMessages.selectFor(productName)}
      />
      <span aria-hidden>{compareMessages.select}</span>
    </label>
  );
}
