/** Input rules the onboarding and support forms share (spec section 5). */
import { isPublicEmailAddress } from './contract/email-address';

export {
  fullNameMaxLength,
  fullNameMinLength,
  fullNameProblem,
  keepNameCharacters,
  normalizeFullName,
  type FullNameProblem,
} from './contract/full-name';

/** Only letters A-Z, a-z and spaces are kept while typing. */
export function keepLettersAndSpaces(text: string): string {
  return text.replace(/[^A-Za-z ]/g, '');
}

/** An address as typed (spaces around it ignored) that the API accepts: one on a public host. */
export function isValidEmail(text: string): boolean {
  return isPublicEmailAddress(text.trim());
}
