import { Button, Modal } from '@storefront/shared/ui';
import { useNavigate } from '@storefront/shared/router';
import type { WizardDialog } from '@storefront/shared';
import { messages } from '../messages';

const m = messages.wizard;

interface Props {
  dialog: WizardDialog | null;
  onClose(): void;
}

/** The two dialogs of the wizard (spec section 2, "Dialogs"). */
export function WizardDialogs({ dialog, onClose }: Props) {
  const navigate = useNavigate();
  return (
    <>
      <Modal
        open={dialog === 'noEligibleProduct'}
        title={m.noEligibleProductTitle}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {m.ok}
          </Button>
        }
      >
        <p>{m.noEligibleProductText}</p>
      </Modal>
      <Modal
        open={dialog === 'unexpectedError'}
        title={m.unexpectedErrorTitle}
        onCancel={onClose}
        footer={
          <div className="sf-dialog-actions">
            <Button onClick={() => window.location.reload()}>{m.refreshPage}</Button>
            <Button
              type="primary"
              onClick={() => {
                onClose();
                navigate('/help-and-support');
              }}
            >
              {m.contactSupport}
            </Button>
          </div>
        }
      >
        <p>{m.unexpectedErrorText}</p>
      </Modal>
    </>
  );
}
