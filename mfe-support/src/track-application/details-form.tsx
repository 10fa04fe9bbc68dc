import { Alert, Button, Form, Input } from '@storefront/shared/ui';
import { useState } from 'react';
import {
  isTrackingReference,
  isValidEmail,
  requestTrackingCode,
  trackingReferenceMaxLength,
} from '@storefront/shared';
import { useT } from '../i18n';
import { FailureAlert } from './failure-alert';
import { trackingFailure, type TrackingFailure } from './tracking-failure';

export interface TrackingDetails {
  reference: string;
  email: string;
}

/**
 * Step one: the application's reference and the address it was made with. A code is asked for;
 * the answer is the same whether or not they name an application, so the page moves on either way.
 */
export function DetailsForm({
  initial,
  notice,
  onCodeSent,
}: {
  initial?: TrackingDetails;
  /** Why the visitor is back here (their tracking session ended). */
  notice?: string;
  onCodeSent: (details: TrackingDetails) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<TrackingDetails>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<TrackingFailure | null>(null);

  const send = async (values: TrackingDetails) => {
    const details = { reference: values.reference.trim().toUpperCase(), email: values.email.trim() };
    setSending(true);
    setFailure(null);
    try {
      await requestTrackingCode(details);
      onCodeSent(details);
    } catch (error) {
      setFailure(trackingFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} name="track-details" layout="vertical" requiredMark={false} initialValues={initial} onFinish={send} validateTrigger="onBlur">
      {notice && <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="reference"
        label={t('trackApplication.referenceLabel')}
        extra={t('trackApplication.referenceHint')}
        rules={[
          { required: true, whitespace: true, message: t('trackApplication.errors.referenceRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || isTrackingReference(value) ? Promise.resolve() : Promise.reject(new Error(t('trackApplication.errors.referenceInvalid'))),
          },
        ]}
      >
        <Input dir="ltr" autoComplete="off" autoCapitalize="characters" spellCheck={false}
          maxLength={trackingReferenceMaxLength} placeholder="SF-7KQ4M2XD" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('trackApplication.emailLabel')}
        rules={[
          { required: true, whitespace: true, message: t('trackApplication.errors.emailRequired') },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || isValidEmail(value) ? Promise.resolve() : Promise.reject(new Error(t('trackApplication.errors.emailInvalid'))),
          },
        ]}
      >
        <Input dir="ltr" type="email" inputMode="email" autoComplete="email"
          placeholder={t('trackApplication.emailPlaceholder')} />
      </Form.Item>
      {failure && <FailureAlert failure={failure} />}
      <Button type="primary" htmlType="submit" loading={sending} block>
        {t('trackApplication.sendCode')}
      </Button>
    </Form>
  );
}
