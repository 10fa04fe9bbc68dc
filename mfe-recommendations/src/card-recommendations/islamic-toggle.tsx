import { Switch } from '@storefront/shared/ui';
import { useT } from '../i18n';

/** 'Islamic only': shows only Sharia-compliant products. */
export function IslamicToggle({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const t = useT();
  return (
    <label className="rec-islamic-toggle" title={t('islamic.filterHint')}>
      <Switch checked={checked} onChange={onChange} />
      <span>{t('islamic.filter')}</span>
    </label>
  );
}
