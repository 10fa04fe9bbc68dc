import { helpMessageMaxLength, helpNameMaxLength, isValidEmail, keepLettersAndSpaces } from '@storefront/shared';
import { messages } from '../messages';

/** Spec section 3, "Support form". */
export interface SupportFormValues {
  fullName: string;
  email: string;
  message: string;
  agreeToTerms: boolean;
}

export type SupportFormErrors = Partial<Record<keyof SupportFormValues, string>>;

export const emptySupportForm: SupportFormValues = { fullName: '', email: '', message: '', agreeToTerms: false };

/** The bounds the API enforces on a help request (the contract's), and an e-mail address's 254. */
export const supportFieldMaxLength = { fullName: helpNameMaxLength, email: 254, message: helpMessageMaxLength } as const;

/** What the visitor typed, as the field keeps it: letters and spaces only for the name. */
export function sanitizeFullName(text: string): string {
  return keepLettersAndSpaces(text).slice(0, supportFieldMaxLength.fullName);
}

/** Spec section 5, "Support form": one text per field, empty meaning blank after trimming. */
export function validateSupportForm(values: SupportFormValues): SupportFormErrors {
  const errors: SupportFormErrors = {};
  const { supportErrors } = messages;
  if (!values.fullName.trim()) errors.fullName = supportErrors.fullNameRequired;
  if (!values.email.trim()) errors.email = supportErrors.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = supportErrors.emailInvalid;
  if (!values.message.trim()) errors.message = supportErrors.messageRequired;
  if (!values.agreeToTerms) errors.agreeToTerms = supportErrors.agreementRequired;
  return errors;
}

export function hasErrors(errors: SupportFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
