import { Button, Modal, Typography } from '@storefront/shared/ui';
import { messages } from '../messages';

const text = messages.supportSuccess;

/** Spec section 2: the inquiry was submitted; the team aims to respond within 2-3 business days. */
export function SupportSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={text.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {text.ok}
        </Button>
      }
    >
      <Typography.Paragraph>{text.body}</Typography.Paragraph>
    </Modal>
  );
}
