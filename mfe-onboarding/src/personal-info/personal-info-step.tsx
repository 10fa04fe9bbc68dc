import { Form, Input, StorefrontUiRoot, Typography } from '@storefront/shared/ui';
import { useEffect, useState } from 'react';
import {
  formsNarrowMaxWidthPx,
  fullNameMaxLength,
  fullNameMinLength,
  useApplication,
  useJourney,
  useMaxWidth,
} from '@storefront/shared';
import { PersonalInfoIllustration } from './personal-info-illustration';
import { ThreeDotLoader } from '../common/three-dot-loader';
import { useT } from '../i18n';
import {
  fieldError,
  hasEntries,
  sanitize,
  type FormContext,
  type PersonalField,
  type PersonalForm,
} from './personal-form';
import { savePersonalForm, savedPersonalForm } from './personal-form-store';
import { usePersonalInfoNext } from './use-personal-info-next';
import { usePhoneField } from './use-phone-field';
import './personal-info.css';

const ids: Record<PersonalField, string> = {
  fullName: 'personal-full-name',
  email: 'personal-email',
  phone: 'personal-phone',
  promoCode: 'personal-promo-code',
};
const errorId = (field: PersonalField) => `${ids[field]}-error`;

/** Step 0, Personal Information (exposed as './PersonalInfoStep'). */
export default function PersonalInfoStep() {
  return (
    <StorefrontUiRoot>
      <PersonalInfo />
    </StorefrontUiRoot>
  );
}

function PersonalInfo() {
  const { country } = useApplication();
  const journey = useJourney();
  const [form, setForm] = useState<PersonalForm>(savedPersonalForm);
  const phoneField = usePhoneField();
  const narrow = useMaxWidth(formsNarrowMaxWidthPx);
  const size = narrow ? 'small' : 'middle';
  const context: FormContext | null = phoneField ? { country, phone: phoneField } : null;
  const t = useT();
  const errorValues = { country: country.code, min: fullNameMinLength, max: fullNameMaxLength };
  const errorText = (field: PersonalField) => {
    const problem = form.errors[field];
    return problem ? t(`personalInfo.${problem}`, errorValues) : undefined;
  };

  const { setDetailsEntered } = journey;
  useEffect(() => {
    savePersonalForm(form);
    setDetailsEntered(hasEntries(form));
  }, [form, setDetailsEntered]);
  usePersonalInfoNext(form, setForm, context);

  // Validation while typing: the edited field is checked against its new value.
  const change = (field: PersonalField, text: string) =>
    setForm((current) => {
      const next = { ...current, [field]: sanitize(field, text) };
      const error = context ? fieldError(field, next, context) : undefined;
      return { ...next, errors: { ...current.errors, [field]: error } };
    });

  const item = (field: PersonalField, label: string) => ({
    label,
    htmlFor: ids[field],
    validateStatus: form.errors[field] ? ('error' as const) : undefined,
    help: form.errors[field] ? <span id={errorId(field)}>{errorText(field)}</span> : undefined,
  });
  const aria = (field: PersonalField) => ({
    id: ids[field],
    'aria-invalid': Boolean(form.errors[field]),
    'aria-describedby': form.errors[field] ? errorId(field) : undefined,
  });

  const PhoneField = phoneField?.default;

  return (
    <section className="onb-personal">
      <div className="onb-personal__intro">
        <Typography.Title level={2} className="onb-personal__title">
          {t('personalInfo.title')}
        </Typography.Title>
        <PersonalInfoIllustration />
      </div>
      {!PhoneField ? (
        <ThreeDotLoader />
      ) : (
        <Form layout="vertical" component="div" className="onb-personal__form" requiredMark={false}>
          <Form.Item {...item('fullName', t('personalInfo.fullName'))}>
            <Input
              {...aria('fullName')}
              // A name in Arabic or Urdu reads right to left, one in Latin letters left to right.
              dir="auto"
              size={size}
              autoComplete="name"
              value={form.fullName}
              onChange={(e) => change('fullName', e.target.value)}
            />
          </Form.Item>
          <Form.Item {...item('email', t('personalInfo.email'))}>
            <Input
              {...aria('email')}
              dir="ltr"
              type="email"
              size={size}
              autoComplete="email"
              value={form.email}
              onChange={(e) => change('email', e.target.value)}
            />
          </Form.Item>
          <Form.Item {...item('phone', t('personalInfo.phone'))}>
            <PhoneField
              id={ids.phone}
              country={country}
              digits={form.phone}
              onDigitsChange={(digits) => change('phone', digits)}
              size={size}
              invalid={Boolean(form.errors.phone)}
              describedBy={form.errors.phone ? errorId('phone') : undefined}
            />
          </Form.Item>
          <Form.Item {...item('promoCode', t('personalInfo.promoCode'))}>
            <Input
              {...aria('promoCode')}
              dir="ltr"
              size={size}
              value={form.promoCode}
              onChange={(e) => change('promoCode', e.target.value)}
            />
          </Form.Item>
        </Form>
      )}
    </section>
  );
}
