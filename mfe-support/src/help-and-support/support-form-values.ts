import { helpMessageMaxLength, helpNameMaxLength, isValidEmail, type HelpRequestKind } from '@storefront/shared';

/** Spec section 3, "Support form", and what the message is: a question or a complaint. */
export interface SupportFormValues {
  kind: HelpRequestKind;
  fullName: string;
  email: string;
  message: string;
  agreeToTerms: boolean;
}

/** What can be wrong with a field; its text is read from the catalog in the language shown. */
export type SupportProblem = 'fullNameRequired' | 'emailRequired' | 'emailInvalid' | 'messageRequired' | 'agreementRequired';

export const emptySupportForm: SupportFormValues = { kind: 'help', fullName: '', email: '', message: '', agreeToTerms: false };

/** The bounds the API enforces on a help request (the contract's), and an e-mail address's 254. */
export const supportFieldMaxLength = { fullName: helpNameMaxLength, email: 254, message: helpMessageMaxLength } as const;

/**
 * What the visitor typed, as the field keeps it: letters and spaces only for the name, letters of
 * any script (an Arabic or Urdu name as the API accepts it), with their combining marks.
 */
export function sanitizeFullName(text: string): string {
  return text.replace(/[^\p{L}\p{M} ]/gu, '').slice(0, supportFieldMaxLength.fullName);
}

/** Spec section 5, "Support form": what is wrong with one field's value, if anything. */
export function supportFieldProblem<K extends keyof SupportFormValues>(
  field: K,
  value: SupportFormValues[K],
): SupportProblem | undefined {
  switch (field) {
    case 'kind':
      return undefined;
    case 'fullName':
      return String(value ?? '').trim() ? undefined : 'fullNameRequired';
    case 'email': {
      const email = String(value ?? '');
      if (!email.trim()) return 'emailRequired';
      return isValidEmail(email) ? undefined : 'emailInvalid';
    }
    case 'message':
      return String(value ?? '').trim() ? undefined : 'messageRequired';
    default:
      return value === true ? undefined : 'agreementRequired';
  }
}
