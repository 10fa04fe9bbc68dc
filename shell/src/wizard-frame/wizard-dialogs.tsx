import { Button, Modal } from '@storefront/shared/ui';
import { useNavigate } from '@storefront/shared/router';
import type { WizardDialog } from '@storefront/shared';
import { useT } from '../i18n';


interface Props {
  dialog: WizardDialog | null;
  onClose(): void;
}

/** The two dialogs of the wizard (spec section 2, "Dialogs"). */
export function WizardDialogs({ dialog, onClose }: Props) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <Modal
        open={dialog === 'noEligibleProduct'}
        title={t('wizard.noEligibleProductTitle')}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('wizard.ok')}
          </Button>
        }
      >
        <p>{t('wizard.noEligibleProductText')}</p>
      </Modal>
      <Modal
        open={dialog === 'unexpectedError'}
        title={t('wizard.unexpectedErrorTitle')}
        onCancel={onClose}
        footer={
          <div className="sf-dialog-actions">
            <Button onClick={() => window.location.reload()}>{t('wizard.refreshPage')}</Button>
            <Button
              type="primary"
              onClick={() => {
                onClose();
                navigate('/help-and-support');
              }}
            >
              {t('wizard.contactSupport')}
            </Button>
          </div>
        }
      >
        <p>{t('wizard.unexpectedErrorText')}</p>
      </Modal>
    </>
  );
}
