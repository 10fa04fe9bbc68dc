import { Form, Input, StorefrontUiRoot, Typography } from '@storefront/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '@storefront/shared/router';
import {
  aboutPaths,
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
  emptyPersonalForm,
  fieldError,
  hasEntries,
  sanitize,
  type FormContext,
  type PersonalErrors,
  type PersonalField,
  type PersonalForm,
} from './personal-form';
import { savePersonalForm, savedPersonalForm } from './personal-form-store';
import { usePersonalInfoNext } from './use-personal-info-next';
import { usePhoneField } from './use-phone-field';
import './personal-info.css';

type PersonalValues = Omit<PersonalForm, 'errors'>;
const valuesOf = ({ fullName, email, phone, promoCode }: PersonalValues): PersonalValues => ({ fullName, email, phone, promoCode });

/** Step 0, Personal Information (exposed as './PersonalInfoStep'). */
export default function PersonalInfoStep() {
  return (
    <StorefrontUiRoot>
      <PersonalInfo />
    </StorefrontUiRoot>
  );
}

/**
 * antd's Form holds the entries (each field cleaned as typed) and ties each error text to its
 * field; the rules are the contract's (fieldError). An edited field is checked against its new
 * value while typing, every field on Next. Errors are kept as problems, read in the language of the
 * moment, and kept with the entries when the step is mounted again.
 */
function PersonalInfo() {
  const { country } = useApplication();
  const journey = useJourney();
  const [saved] = useState(savedPersonalForm);
  const [values, setValues] = useState<PersonalValues>(() => valuesOf(saved));
  const [errors, setErrors] = useState<PersonalErrors>(saved.errors);
  const form: PersonalForm = useMemo(() => ({ ...values, errors }), [values, errors]);
  const phoneField = usePhoneField();
  const narrow = useMaxWidth(formsNarrowMaxWidthPx);
  const size = narrow ? ('small' as const) : ('middle' as const);
  const context: FormContext | null = phoneField ? { country, phone: phoneField } : null;
  const t = useT();
  const errorValues = { country: country.code, min: fullNameMinLength, max: fullNameMaxLength };

  const { setDetailsEntered } = journey;
  useEffect(() => {
    savePersonalForm(form);
    setDetailsEntered(hasEntries(form));
  }, [form, setDetailsEntered]);
  usePersonalInfoNext(form, (checked) => setErrors(checked.errors), context);

  // Validation while typing: the edited field is checked against its new value.
  const changed = (change: Partial<PersonalValues>, all: PersonalValues) => {
    const next = { ...emptyPersonalForm, ...all };
    setValues(valuesOf(next));
    const field = Object.keys(change)[0] as PersonalField;
    setErrors((current) => ({ ...current, [field]: context ? fieldError(field, next, context) : undefined }));
  };

  const item = (field: PersonalField, label: string) => {
    const problem = errors[field];
    return {
      name: field,
      label,
      validateStatus: problem ? ('error' as const) : undefined,
      help: problem ? t(`personalInfo.${problem}`, errorValues) : undefined,
    };
  };
  const input = (field: PersonalField) => ({ size, 'aria-invalid': Boolean(errors[field]) });

  const PhoneField = phoneField?.default;

  return (
    <section className="onb-personal">
      <div className="onb-personal__intro">
        <Typography.Title level={2} className="onb-personal__title">
          {t('personalInfo.title')}
        </Typography.Title>
        {/* Why each detail is asked, before the visitor gives any. */}
        <p className="onb-personal__why">
          {t('personalInfo.why')} <Link to={aboutPaths.privacyPolicy}>{t('personalInfo.privacyLink')}</Link>
        </p>
        <PersonalInfoIllustration />
      </div>
      {!PhoneField ? (
        <ThreeDotLoader />
      ) : (
        <Form<PersonalValues>
          name="personal"
          layout="vertical"
          component="div"
          className="onb-personal__form"
          requiredMark={false}
          initialValues={values}
          onValuesChange={changed}
        >
          <Form.Item {...item('fullName', t('personalInfo.fullName'))} getValueFromEvent={(e: { target: { value: string } }) => sanitize('fullName', e.target.value)}>
            {/* A name in Arabic or Urdu reads right to left, one in Latin letters left to right. */}
            <Input {...input('fullName')} dir="auto" autoComplete="name" />
          </Form.Item>
          <Form.Item {...item('email', t('personalInfo.email'))}>
            <Input {...input('email')} dir="ltr" type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item {...item('phone', t('personalInfo.phone'))} valuePropName="digits" trigger="onDigitsChange">
            <PhoneField country={country} size={size} invalid={Boolean(errors.phone)} />
          </Form.Item>
          <Form.Item {...item('promoCode', t('personalInfo.promoCode'))}>
            <Input {...input('promoCode')} dir="ltr" />
          </Form.Item>
        </Form>
      )}
    </section>
  );
}
