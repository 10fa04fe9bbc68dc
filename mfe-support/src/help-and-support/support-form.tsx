import { Alert, Button, Checkbox, Flex, Form, Input } from '@storefront/shared/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@storefront/shared/router';
import { useT } from '../i18n';
import { PrivacyPolicyDialog } from '../privacy-policy/privacy-policy-dialog';
import { AgreementLabel } from './agreement-label';
import { clearSupportDraft, parkSupportDraft, readSupportDraft } from './support-form-draft';
import {
  emptySupportForm,
  hasErrors,
  sanitizeFullName,
  supportFieldMaxLength,
  validateSupportForm,
  type SupportFormErrors,
  type SupportFormValues,
} from './support-form-values';
import { useHelpRequest } from './use-help-request';

type Field = keyof SupportFormValues;

/** Ids are page-wide: prefixed so they cannot meet the shell's or another remote's. */
const fieldId = (field: Field) => `support-${field}`;

/** The error text under a field, tied to it for assistive technology. */
function fieldError(field: Field, error: string | undefined) {
  return {
    validateStatus: error ? ('error' as const) : undefined,
    help: error ? <span id={`${fieldId(field)}-error`}>{error}</span> : undefined,
  };
}

function fieldAria(field: Field, error: string | undefined) {
  return {
    id: fieldId(field),
    ...(error ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(field)}-error` } : {}),
  };
}

/** The contact form of spec sections 2 and 5; calls onSubmitted after a 2xx answer. */
export function SupportForm({ onSubmitted }: { onSubmitted: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState<SupportFormValues>(readSupportDraft);
  // Texts appear on the first submit, then follow the fields as they are fixed.
  const [attempted, setAttempted] = useState(false);
  const problems: SupportFormErrors = attempted ? validateSupportForm(values) : {};
  const errors: Partial<Record<Field, string>> = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, t(`supportErrors.${problem}`)]),
  );
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const { sending, send } = useHelpRequest();
  // Why the last send failed (the spec's words); cleared when the visitor sends again.
  const [failure, setFailure] = useState<string | null>(null);
  // Cleared after mount, not while reading: StrictMode runs state initialisers twice.
  useEffect(clearSupportDraft, []);

  const change = <K extends Field>(field: K, value: SupportFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const sendValues = async () => {
    setAttempted(true);
    if (hasErrors(validateSupportForm(values))) return;
    setFailure(null);
    const result = await send(values);
    if (result.sent) {
      setValues(emptySupportForm);
      setAttempted(false);
      onSubmitted();
    } else if (result.reason !== null) {
      setFailure(result.reason);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sendValues();
  };

  return (
    <>
      <Form layout="vertical" component={false}>
        <form onSubmit={submit} noValidate aria-label={t('helpAndSupport.title')}>
          <Form.Item
            label={t('helpAndSupport.fullNameLabel')}
            htmlFor={fieldId('fullName')}
            {...fieldError('fullName', errors.fullName)}
          >
            <Input
              name="fullName"
              autoComplete="name"
              placeholder={t('helpAndSupport.fullNamePlaceholder')}
              dir="auto"
              maxLength={supportFieldMaxLength.fullName}
              value={values.fullName}
              onChange={(e) => change('fullName', sanitizeFullName(e.target.value))}
              {...fieldAria('fullName', errors.fullName)}
            />
          </Form.Item>
          <Form.Item label={t('helpAndSupport.emailLabel')} htmlFor={fieldId('email')} {...fieldError('email', errors.email)}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('helpAndSupport.emailPlaceholder')}
              dir="ltr"
              maxLength={supportFieldMaxLength.email}
              value={values.email}
              onChange={(e) => change('email', e.target.value)}
              {...fieldAria('email', errors.email)}
            />
          </Form.Item>
          <Form.Item label={t('helpAndSupport.messageLabel')} htmlFor={fieldId('message')} {...fieldError('message', errors.message)}>
            <Input.TextArea
              name="message"
              rows={4}
              placeholder={t('helpAndSupport.messagePlaceholder')}
              dir="auto"
              maxLength={supportFieldMaxLength.message}
              showCount
              value={values.message}
              onChange={(e) => change('message', e.target.value)}
              {...fieldAria('message', errors.message)}
            />
          </Form.Item>
          <Form.Item {...fieldError('agreeToTerms', errors.agreeToTerms)}>
            <Checkbox
              checked={values.agreeToTerms}
              onChange={(e) => change('agreeToTerms', e.target.checked)}
              {...fieldAria('agreeToTerms', errors.agreeToTerms)}
            >
              <AgreementLabel
                onOpenPrivacyPolicy={() => setPrivacyOpen(true)}
                onLeaveForTerms={() => parkSupportDraft(values)}
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
                <Button size="small" onClick={() => void sendValues()} loading={sending}>
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
        </form>
      </Form>
      <PrivacyPolicyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </>
  );
}
