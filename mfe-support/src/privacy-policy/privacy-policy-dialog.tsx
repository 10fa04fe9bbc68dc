import { Alert, Button, Flex, Modal, Spin } from '@storefront/shared/ui';
import { PrivacyPolicyBody, usePrivacyContent } from '@storefront/shared';
import { useT } from '../i18n';
import './privacy-policy.css';

/** The privacy policy as a dialog (spec section 2); its content is fetched only once opened. */
export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { data, error, isLoading, mutate } = usePrivacyContent(open);
  return (
    <Modal
      open={open}
      title={t('privacyPolicy.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('privacyPolicy.close')}
        </Button>
      }
      width={720}
    >
      {/* It scrolls: focusable, so that a keyboard user can scroll the policy too. */}
      <div className="support-privacy-scroll" tabIndex={0} role="region" aria-label={t('privacyPolicy.title')}>
        {isLoading && (
          <Flex role="status" aria-label={t('privacyPolicy.loading')} justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        )}
        {error && !isLoading && (
          <Alert
            type="error"
            title={t('privacyPolicy.loadFailed')}
            action={
              <Button size="small" onClick={() => void mutate()}>
                {t('privacyPolicy.retry')}
              </Button>
            }
          />
        )}
        {data && <PrivacyPolicyBody content={data} className="support-privacy-policy" />}
      </div>
    </Modal>
  );
}
