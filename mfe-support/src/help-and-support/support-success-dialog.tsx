import { Button, Modal, Typography } from '@storefront/shared/ui';
import { useT } from '../i18n';

/** Spec section 2: the inquiry was submitted; the team aims to respond within 2-3 business days. */
export function SupportSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('supportSuccess.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('supportSuccess.ok')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('supportSuccess.body')}</Typography.Paragraph>
    </Modal>
  );
}
