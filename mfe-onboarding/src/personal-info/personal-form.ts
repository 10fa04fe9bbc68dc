import {
  defaultPromoCode,
  fullNameProblem,
  isValidEmail,
  keepNameCharacters,
  normalizeFullName,
  type CountryOption,
  type CustomerProfileRequest,
  type FullNameProblem,
} from '@storefront/shared';
import type { PhoneCountry, PhoneProblem } from './phone-number';

export type PersonalField = 'fullName' | 'email' | 'phone' | 'promoCode';

/** What can be wrong with a field: its text is read from the catalog when shown, in the language then active. */
export const personalProblems = [
  'fullNameRequired',
  'fullNameInvalid',
  'fullNameTooShort',
  'fullNameTooLong',
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'phoneOtherCountry',
] as const;
export type PersonalProblem = (typeof personalProblems)[number];
export type PersonalErrors = Partial<Record<PersonalField, PersonalProblem>>;

export function isPersonalProblem(value: unknown): value is PersonalProblem {
  return personalProblems.includes(value as PersonalProblem);
}

/** Spec section 3, "Personal form data"; the dial code is the country's (see PhoneField). */
export interface PersonalForm {
  fullName: string;
  email: string;
  /** Digits as entered, without the dial code of the country in use. */
  phone: string;
  promoCode: string;
  errors: PersonalErrors;
}

export const emptyPersonalForm: PersonalForm = { fullName: '', email: '', phone: '', promoCode: '', errors: {} };

/** The phone rules, from the lazily loaded phone field (they carry the phone-number metadata). */
export interface PhoneRules {
  phoneProblem(digits: string, country: PhoneCountry): PhoneProblem | null;
  phoneE164(digits: string, country: PhoneCountry): string;
}

/** What the form is checked against: the country in use and its phone rules. */
export interface FormContext {
  country: CountryOption;
  phone: PhoneRules;
}

/** What typing may put into a field (spec section 5, with names of every script). */
export function sanitize(field: PersonalField, text: string): string {
  return field === 'fullName' ? keepNameCharacters(text) : text;
}

const fullNameProblems = {
  required: 'fullNameRequired',
  invalid: 'fullNameInvalid',
  tooShort: 'fullNameTooShort',
  tooLong: 'fullNameTooLong',
} as const satisfies Record<FullNameProblem, PersonalProblem>;
const phoneProblems = {
  required: 'phoneRequired',
  otherCountry: 'phoneOtherCountry',
  invalid: 'phoneInvalid',
} as const satisfies Record<PhoneProblem, PersonalProblem>;

/** What is wrong with a field's value, if anything; the promo code has no rule. */
export function fieldError(
  field: PersonalField,
  form: PersonalForm,
  context: FormContext,
): PersonalProblem | undefined {
  switch (field) {
    case 'fullName': {
      const problem = fullNameProblem(form.fullName);
      return problem ? fullNameProblems[problem] : undefined;
    }
    case 'email':
      if (!form.email.trim()) return 'emailRequired';
      return isValidEmail(form.email) ? undefined : 'emailInvalid';
    case 'phone': {
      const problem = context.phone.phoneProblem(form.phone, context.country.alpha2Code);
      return problem ? phoneProblems[problem] : undefined;
    }
    case 'promoCode':
      return undefined;
  }
}

const fields: PersonalField[] = ['fullName', 'email', 'phone', 'promoCode'];

export function validatePersonalForm(form: PersonalForm, context: FormContext): PersonalErrors {
  const errors: PersonalErrors = {};
  for (const field of fields) {
    const error = fieldError(field, form, context);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Whether the visitor has typed anything: a change of country then asks before clearing it. */
export function hasEntries(form: PersonalForm): boolean {
  return fields.some((field) => form[field].trim() !== '');
}

export function customerProfilePayload(form: PersonalForm, context: FormContext): CustomerProfileRequest {
  return {
    name: normalizeFullName(form.fullName),
    email: form.email.trim(),
    mobileNumber: context.phone.phoneE164(form.phone, context.country.alpha2Code),
    promoCode: form.promoCode.trim() || defaultPromoCode,
  };
}

/** The promo code is 'merchant-location-label': the location id is its second part. */
export function locationIdFromPromoCode(promoCode: string): number {
  return Number(promoCode.split('-')[1]);
}
