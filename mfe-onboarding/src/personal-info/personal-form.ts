import {
  defaultPromoCode,
  digitsOnly,
  isValidEmail,
  keepLettersAndSpaces,
  pakistan,
  phoneMinDigitsExclusive,
  type CustomerProfileRequest,
} from '@storefront/shared';
import { messages } from '../messages';

export type PersonalField = 'fullName' | 'email' | 'phone' | 'promoCode';
export type PersonalErrors = Partial<Record<PersonalField, string>>;

/** Spec section 3, "Personal form data". */
export interface PersonalForm {
  fullName: string;
  email: string;
  /** National digits only; the dial code is kept apart. */
  phone: string;
  dialCode: string;
  promoCode: string;
  errors: PersonalErrors;
}

export const emptyPersonalForm: PersonalForm = {
  fullName: '',
  email: '',
  phone: '',
  dialCode: pakistan.dialCode,
  promoCode: '',
  errors: {},
};

/** What typing may put into a field (spec section 5). */
export function sanitize(field: PersonalField, text: string): string {
  if (field === 'fullName') return keepLettersAndSpaces(text);
  if (field === 'phone') return digitsOnly(text);
  return text;
}

/** The error a field shows for this value, if any; the promo code has no rule. */
export function fieldError(field: PersonalField, form: PersonalForm): string | undefined {
  const m = messages.personalInfo;
  switch (field) {
    case 'fullName':
      return form.fullName.trim() ? undefined : m.fullNameRequired;
    case 'email':
      if (!form.email.trim()) return m.emailRequired;
      return isValidEmail(form.email) ? undefined : m.emailInvalid;
    case 'phone':
      return digitsOnly(form.phone).length > phoneMinDigitsExclusive ? undefined : m.phoneRequired;
    case 'promoCode':
      return undefined;
  }
}

const fields: PersonalField[] = ['fullName', 'email', 'phone', 'promoCode'];

export function validatePersonalForm(form: PersonalForm): PersonalErrors {
  const errors: PersonalErrors = {};
  for (const field of fields) {
    const error = fieldError(field, form);
    if (error) errors[field] = error;
  }
  return errors;
}

export function customerProfilePayload(form: PersonalForm): CustomerProfileRequest {
  return {
    name: form.fullName.trim(),
    email: form.email.trim(),
    mobileNumber: `+${form.dialCode}${form.phone}`,
    promoCode: form.promoCode.trim() || defaultPromoCode,
  };
}

/** The promo code is 'merchant-location-label': the location id is its second part. */
export function locationIdFromPromoCode(promoCode: string): number {
  return Number(promoCode.split('-')[1]);
}
