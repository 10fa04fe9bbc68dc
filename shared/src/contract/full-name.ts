/**
 * The Full Name rule, defined once for the storefront's form and the API that stores the name.
 * No TypeBox here: the front ends bundle it without the schema library.
 */

/** Counted in characters (code points), after trimming and collapsing spaces. */
export const fullNameMinLength = 2;
export const fullNameMaxLength = 100;

// Letters and their combining marks of any script (Latin, Arabic, Urdu, ...), spaces, hyphens,
// both apostrophes (' and ’) and dots; a name starts with a letter.
const notNameCharacter = /[^\p{L}\p{M}\s'’.-]/gu;
const fullNamePattern = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

export type FullNameProblem = 'required' | 'invalid' | 'tooShort' | 'tooLong';

/** While typing: drops what a name never holds, and turns any run of white space into one space. */
export function keepNameCharacters(text: string): string {
  return text.replace(notNameCharacter, '').replace(/\s+/gu, ' ');
}

/** As stored: trimmed, every run of white space one space. */
export function normalizeFullName(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/**
 * What is wrong with a name as typed, or null: 'required' (nothing but spaces), 'invalid' (a
 * character a name never holds, or no letter first), 'tooShort', 'tooLong'.
 */
export function fullNameProblem(text: string): FullNameProblem | null {
  const name = normalizeFullName(text);
  if (!name) return 'required';
  if (!fullNamePattern.test(name)) return 'invalid';
  const length = Array.from(name).length;
  if (length < fullNameMinLength) return 'tooShort';
  if (length > fullNameMaxLength) return 'tooLong';
  return null;
}
