import { Alert, Button, Checkbox, Flex, Form, Input, Radio } from '@storefront/shared/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from '@storefront/shared/router';
import { useT } from '../i18n';
import { PrivacyPolicyDialog } from '../privacy-policy/privacy-policy-dialog';
import { AgreementLabel } from './agreement-label';
import { clearSupportDraft, parkSupportDraft, readSupportDraft } from './support-form-draft';
import {
  emptySupportForm,
  sanitizeFullName,
  supportFieldMaxLength,
  supportFieldProblem,
  type SupportFormValues,
} from './support-form-values';
import { useHelpRequest } from './use-help-request';

type Field = keyof SupportFormValues;
const fields = Object.keys(emptySupportForm) as Field[];

/**
 * The contact form of spec sections 2 and 5, with the choice of a question or a complaint; calls
 * onSubmitted after a 2xx answer, with a complaint's reference.
 */
export function SupportForm({ onSubmitted }: { onSubmitted: (reference: string | null) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<SupportFormValues>();
  // What was parked when the visitor went to the terms; cleared after mount, not while reading:
  // StrictMode runs state initialisers twice.
  const [draft] = useState(readSupportDraft);
  useEffect(clearSupportDraft, []);
  // Texts appear on the first submit, then follow the fields as they are fixed.
  const [attempted, setAttempted] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const { sending, send } = useHelpRequest();
  // Why the last send failed (the spec's words); cleared when the visitor sends again.
  const [failure, setFailure] = useState<string | null>(null);
  // What is wrong with each field (spec section 5), shown as its help from the first submit on and
  // following the fields as they change: a fixed field's text goes at once, and a switch of
  // language rewrites them. antd's Form holds the values and ties each text to its field.
  const [values, setValues] = useState<SupportFormValues>(draft);
  const help = (field: Field) => {
    const problem = attempted ? supportFieldProblem(field, values[field]) : undefined;
    return problem ? { help: t(`supportErrors.${problem}`), validateStatus: 'error' as const } : {};
  };

  const sendValues = async (entered: SupportFormValues) => {
    setFailure(null);
    const result = await send(entered);
    if (result.sent) {
      form.setFieldsValue(emptySupportForm);
      setValues(emptySupportForm);
      setAttempted(false);
      onSubmitted(result.reference);
    } else if (result.reason !== null) {
      setFailure(result.reason);
    }
  };

  return (
    <>
      <Form<SupportFormValues>
        form={form}
        name="support"
        layout="vertical"
        initialValues={draft}
        onFinish={(entered) => {
          setAttempted(true);
          if (!fields.some((field) => supportFieldProblem(field, entered[field]))) void sendValues(entered);
        }}
        onValuesChange={(_, all: SupportFormValues) => setValues({ ...emptySupportForm, ...all })}
        noValidate
        aria-label={t('helpAndSupport.title')}
      >
        <Form.Item name="kind" label={t('helpAndSupport.kindLabel')}>
          <Radio.Group
            options={[
              { value: 'help', label: t('helpAndSupport.kindHelp') },
              { value: 'complaint', label: t('helpAndSupport.kindComplaint') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="fullName"
          label={t('helpAndSupport.fullNameLabel')}
          {...help('fullName')}
          getValueFromEvent={(e: { target: { value: string } }) => sanitizeFullName(e.target.value)}
        >
          <Input
            autoComplete="name"
            placeholder={t('helpAndSupport.fullNamePlaceholder')}
            dir="auto"
            maxLength={supportFieldMaxLength.fullName}
          />
        </Form.Item>
        <Form.Item name="email" label={t('helpAndSupport.emailLabel')} {...help('email')}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('helpAndSupport.emailPlaceholder')}
            dir="ltr"
            maxLength={supportFieldMaxLength.email}
          />
        </Form.Item>
        <Form.Item name="message" label={t('helpAndSupport.messageLabel')} {...help('message')}>
          <Input.TextArea
            rows={4}
            placeholder={t('helpAndSupport.messagePlaceholder')}
            dir="auto"
            maxLength={supportFieldMaxLength.message}
            showCount
          />
        </Form.Item>
        <Form.Item name="agreeToTerms" valuePropName="checked" {...help('agreeToTerms')}>
          <Checkbox>
            <AgreementLabel
              onOpenPrivacyPolicy={() => setPrivacyOpen(true)}
              onLeaveForTerms={() => parkSupportDraft({ ...emptySupportForm, ...form.getFieldsValue(true) })}
            />
          </Checkbox>
        </Form.Item>
        {failure && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('helpAndSupport.sendFailedTitle')}
            description={t('helpAndSupport.sendFailedText', { reason: failure })}
            action={
              <Button size="small" onClick={() => form.submit()} loading={sending}>
                {t('helpAndSupport.tryAgain')}
              </Button>
            }
          />
        )}
        <Flex gap="middle" justify="space-between" wrap>
          <Button htmlType="button" onClick={() => navigate('/')}>
            {t('helpAndSupport.backToHome')}
          </Button>
          <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
            {t('helpAndSupport.submit')}
          </Button>
        </Flex>
      </Form>
      <PrivacyPolicyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </>
  );
}
