/** Input rules the onboarding and support forms share (spec section 5). */

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

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(text: string): boolean {
  return text.length <= 254 && emailPattern.test(text.trim());
}
