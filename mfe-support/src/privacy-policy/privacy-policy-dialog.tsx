import { Alert, Button, Flex, Modal, Spin } from '@storefront/shared/ui';
import { PrivacyPolicyBody, usePrivacyContent } from '@storefront/shared';
import { messages } from '../messages';
import './privacy-policy.css';

const text = messages.privacyPolicy;

/** The privacy policy as a dialog (spec section 2); its content is fetched only once opened. */
export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, error, isLoading, mutate } = usePrivacyContent(open);
  return (
    <Modal
      open={open}
      title={text.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {text.close}
        </Button>
      }
      width={720}
    >
      {/* It scrolls: focusable, so that a keyboard user can scroll the policy too. */}
      <div className="support-privacy-scroll" tabIndex={0} role="region" aria-label={text.title}>
        {isLoading && (
          <Flex role="status" aria-label={text.loading} justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        )}
        {error && !isLoading && (
          <Alert
            type="error"
            title={text.loadFailed}
            action={
              <Button size="small" onClick={() => void mutate()}>
                {text.retry}
              </Button>
            }
          />
        )}
        {data && <PrivacyPolicyBody content={data} className="support-privacy-policy" />}
      </div>
    </Modal>
  );
}
