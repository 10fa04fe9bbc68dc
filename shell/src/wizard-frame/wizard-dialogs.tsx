import { Button, Modal } from '@storefront/shared/ui';
import { useNavigate } from '@storefront/shared/router';
import type { NoProductReason, WizardDialog } from '@storefront/shared';
import { useT } from '../i18n';
import { NoProductDialog } from './no-product-dialog';

interface Props {
  dialog: WizardDialog | null;
  /** Why no product fits, when the step said. */
  reason?: NoProductReason | null;
  onClose(): void;
  /** From the no-product dialog: back to step 1 with the other product chosen. */
  onOtherProduct(): void;
}

/** The two dialogs of the wizard (spec section 2, "Dialogs"). */
export function WizardDialogs({ dialog, reason = null, onClose, onOtherProduct }: Props) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <NoProductDialog open={dialog === 'noEligibleProduct'} reason={reason} onClose={onClose} onOtherProduct={onOtherProduct} />
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
