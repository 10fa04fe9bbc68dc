import type { Language } from '@storefront/shared';

/** Each script's font is a chunk (and font files) of its own: an English visitor downloads none. */
const fontModules: Partial<Record<Language, () => Promise<unknown>>> = {
  ar: () => import('./arabic-font'),
  ur: () => import('./urdu-font'),
};

/** Starts loading the language's font; until it arrives the text shows in the system font (swap). */
export function loadLanguageFont(language: Language): void {
  fontModules[language]?.().catch((error: unknown) => console.warn(`[storefront] the ${language} font could not be loaded`, error));
}
