import { Button, Modal, StorefrontUiRoot } from '@storefront/shared/ui';
import type { CountryOption } from '@storefront/shared';
import { messages } from '../messages';

const m = messages.countryChange;

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
  return (
    <StorefrontUiRoot>
      <Modal
        open
        title={m.title(country.shortCode)}
        onCancel={onCancel}
        footer={
          <div className="sf-dialog-actions">
            <Button onClick={onCancel}>{m.cancel}</Button>
            <Button type="primary" onClick={onConfirm}>
              {m.confirm}
            </Button>
          </div>
        }
      >
        <p>{m.text}</p>
      </Modal>
    </StorefrontUiRoot>
  );
}
