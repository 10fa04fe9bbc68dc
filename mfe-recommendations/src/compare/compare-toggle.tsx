import { useT } from '../i18n';

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
  const t = useT();
  return (
    <label className="rec-compare-toggle" onClick={(event) => event.stopPropagation()}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled && !checked}
        onChange={onToggle}
        aria-label={t('compare.selectFor', { name: productName })}
      />
      <span aria-hidden>{t('compare.select')}</span>
    </label>
  );
}
