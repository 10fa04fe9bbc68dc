import { Button, Modal, Typography } from '@storefront/shared/ui';
import { useT } from '../i18n';

/**
 * Spec section 2: the inquiry was submitted; the team aims to respond within 2-3 business days. A
 * complaint is told its reference, to quote whenever the visitor writes about it.
 */
export function SupportSuccessDialog({ open, reference, onClose }: { open: boolean; reference: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={reference ? t('supportSuccess.complaintTitle') : t('supportSuccess.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('supportSuccess.ok')}
        </Button>
      }
    >
      {reference ? (
        <>
          <Typography.Paragraph>{t('supportSuccess.complaintBody')}</Typography.Paragraph>
          <Typography.Paragraph strong>
            {t('supportSuccess.complaintReference')} <span dir="ltr">{reference}</span>
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Paragraph>{t('supportSuccess.body')}</Typography.Paragraph>
      )}
    </Modal>
  );
}
