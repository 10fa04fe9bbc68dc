import { Switch } from '@storefront/shared/ui';
import { islamicMessages } from '../messages';

/** 'Islamic only': shows only Sharia-compliant products. */
export function IslamicToggle({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="rec-islamic-toggle" title={islamicMessages.filterHint}>
      <Switch checked={checked} onChange={onChange} />
      <span>{islamicMessages.filter}</span>
    </label>
  );
}
