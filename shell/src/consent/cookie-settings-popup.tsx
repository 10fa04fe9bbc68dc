import { useState } from 'react';
import { Button, Modal, StorefrontUiRoot, Switch } from '@storefront/shared/ui';
import { cookieDefaults } from '@storefront/shared';
import { useT, type ShellMessageKey } from '../i18n';
import { useConsent, type CookieSettings } from './consent-state';

const toggles = [
  { key: 'functional', label: 'consent.functional', text: 'consent.functionalText' },
  { key: 'performance', label: 'consent.performance', text: 'consent.performanceText' },
  { key: 'advertising', label: 'consent.advertising', text: 'consent.advertisingText' },
] as const satisfies readonly { key: keyof CookieSettings; label: ShellMessageKey; text: ShellMessageKey }[];

/**
 * 'Manage Cookie Settings': three toggles, full width on narrow screens (767 px or less). The one
 * part of the consent prompt drawn with antd: ConsentPrompt loads this module (and antd) only when
 * the visitor first opens the popup. It brings antd's providers: it shows before the pages' mount.
 */
export default function CookieSettingsPopup({ narrow }: { narrow: boolean }) {
  const { settingsOpen, cancelSettings } = useConsent();
  const t = useT();
  return (
    <StorefrontUiRoot>
      <Modal
        open={settingsOpen}
        title={t('consent.settingsTitle')}
        onCancel={cancelSettings}
        footer={null}
        destroyOnHidden
        width={narrow ? '100%' : 560}
        className="sf-cookie-settings"
      >
        {/* Mounted per opening, so the toggles start from the spec's defaults each time. */}
        <CookieSettingsForm />
      </Modal>
    </StorefrontUiRoot>
  );
}

function CookieSettingsForm() {
  const { cancelSettings, confirmChoices } = useConsent();
  const t = useT();
  const [settings, setSettings] = useState<CookieSettings>({ ...cookieDefaults });
  return (
    <>
      <p>{t('consent.settingsIntro')}</p>
      <ul className="sf-cookie-settings__list">
        {toggles.map(({ key, label, text }) => (
          <li key={key} className="sf-cookie-settings__row">
            <div>
              <span id={`sf-cookie-${key}`} className="sf-cookie-settings__label">
                {t(label)}
              </span>
              <p className="sf-cookie-settings__text">{t(text)}</p>
            </div>
            <Switch
              aria-labelledby={`sf-cookie-${key}`}
              checked={settings[key]}
              onChange={(checked) => setSettings((s) => ({ ...s, [key]: checked }))}
            />
          </li>
        ))}
      </ul>
      <div className="sf-dialog-actions">
        <Button onClick={cancelSettings}>{t('consent.cancel')}</Button>
        <Button type="primary" onClick={() => confirmChoices(settings)}>
          {t('consent.confirmChoices')}
        </Button>
      </div>
    </>
  );
}
