import { Alert, Button, Flex, Form, Input } from '@storefront/shared/ui';
import { useState } from 'react';
import {
  isTrackingCode,
  isolateLtr,
  requestTrackingCode,
  startTrackingSession,
  trackingCodeLength,
  trackingCodeTtlMinutes,
  type TrackingSession,
} from '@storefront/shared';
import { useLanguage, useT } from '../i18n';
import type { TrackingDetails } from './details-form';
import { FailureAlert } from './failure-alert';
import { trackingFailure, type TrackingFailure } from './tracking-failure';
import { useResendWait } from './use-resend-wait';

/**
 * Step two: the neutral answer (a code was sent if the pair names an application), the code's
 * field, a new code after a short wait, and a way back to change the details.
 */
export function CodeForm({
  details,
  onSession,
  onChangeDetails,
}: {
  details: TrackingDetails;
  onSession: (session: TrackingSession) => void;
  onChangeDetails: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [form] = Form.useForm<{ code: string }>();
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<TrackingFailure | null>(null);
  const [resent, setResent] = useState(false);
  const { secondsLeft, restart } = useResendWait();

  const check = async ({ code }: { code: string }) => {
    setChecking(true);
    setFailure(null);
    setResent(false);
    try {
      onSession(await startTrackingSession({ ...details, code: code.trim() }, language));
    } catch (error) {
      setFailure(trackingFailure(error));
      setChecking(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setFailure(null);
    setResent(false);
    try {
      await requestTrackingCode(details);
      form.resetFields();
      setResent(true);
      restart();
    } catch (error) {
      setFailure(trackingFailure(error));
    } finally {
      setResending(false);
    }
  };

  const resendButton = (
    <Button onClick={resend} loading={resending} disabled={secondsLeft > 0}>
      {t('trackApplication.resend')}
    </Button>
  );

  return (
    <Form form={form} name="track-code" layout="vertical" requiredMark={false} onFinish={check} validateTrigger="onSubmit">
      <div role="status">
        <Alert
          type="success"
          showIcon
          role="none"
          title={t(resent ? 'trackApplication.codeSentAgain' : 'trackApplication.codeSent', {
            email: isolateLtr(details.email, language),
            reference: isolateLtr(details.reference, language),
            minutes: trackingCodeTtlMinutes,
          })}
          style={{ marginBottom: 16 }}
        />
      </div>
      <Form.Item
        name="code"
        label={t('trackApplication.codeLabel', { digits: trackingCodeLength })}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, trackingCodeLength)}
        rules={[
          { required: true, message: t('trackApplication.errors.codeRequired', { digits: trackingCodeLength }) },
          {
            validator: (_, value: string | undefined) =>
              !value || isTrackingCode(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('trackApplication.errors.codeInvalid', { digits: trackingCodeLength }))),
          },
        ]}
      >
        <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" autoFocus
          maxLength={trackingCodeLength} style={{ letterSpacing: '0.3em' }} />
      </Form.Item>
      {failure && <FailureAlert failure={failure} action={failure.kind === 'code-invalid' ? resendButton : undefined} />}
      <Flex vertical gap={12}>
        <Button type="primary" htmlType="submit" loading={checking} block>
          {t('trackApplication.showApplication')}
        </Button>
        <Flex wrap gap={12} align="center" justify="space-between">
          <Flex wrap gap={8} align="center">
            {failure?.kind !== 'code-invalid' && resendButton}
            {secondsLeft > 0 && (
              <span aria-live="off">{t('trackApplication.resendIn', { seconds: secondsLeft })}</span>
            )}
          </Flex>
          <Button type="link" onClick={onChangeDetails}>
            {t('trackApplication.changeDetails')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
