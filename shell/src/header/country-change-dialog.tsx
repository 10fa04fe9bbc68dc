import { Button, Modal, StorefrontUiRoot } from '@storefront/shared/ui';
import { countryName, type CountryOption } from '@storefront/shared';
import { useT } from '../i18n';


export interface CountryChangeDialogProps {
  country: CountryOption;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before a change of country clears what the visitor entered. Its own chunk: the header is
 * drawn without antd, and the dialog can only be needed once details were entered, after consent.
 */
export default function CountryChangeDialog({ country, onConfirm, onCancel }: CountryChangeDialogProps) {
  const t = useT();
  return (
    <StorefrontUiRoot>
      <Modal
        open
        title={t('countryChange.title', { country: countryName(country.code) })}
        onCancel={onCancel}
        footer={
          <div className="sf-dialog-actions">
            <Button onClick={onCancel}>{t('countryChange.cancel')}</Button>
            <Button type="primary" onClick={onConfirm}>
              {t('countryChange.confirm')}
            </Button>
          </div>
        }
      >
        <p>{t('countryChange.text')}</p>
      </Modal>
    </StorefrontUiRoot>
  );
}
