import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CountryCode } from '../api/types';
import { setRequestLanguage } from '../api/client';
import { activateLanguage, currentLanguage, i18n } from '../i18n/catalogs';
import { isLanguage, languagesOffered, preferredLanguage, type Language } from '../i18n/languages';
import { readStorage, storageKeys, writeStorage } from '../storage';

/** The browser's languages, in its order of preference (Accept-Language's source). */
function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/**
 * The language a visit starts in: the visitor's stored choice when the country offers it, else the
 * first of the browser's languages the country offers (English when none is).
 */
export function startingLanguage(country: CountryCode): Language {
  const stored = readStorage(storageKeys.selectedLanguage);
  if (isLanguage(stored) && languagesOffered(country).includes(stored)) return stored;
  return preferredLanguage(country, browserLanguages());
}

/** The language to keep in a country: the one in use when it is offered there, else the country's preferred one. */
export function languageForCountry(language: Language, country: CountryCode): Language {
  return languagesOffered(country).includes(language) ? language : preferredLanguage(country, browserLanguages());
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * Activates the language; should a catalog fail to arrive (the network), the page stays in the
 * language it is in, whole, rather than half switched.
 */
async function switchTo(language: Language, country: CountryCode): Promise<void> {
  // The API client asks in the new language from now on: what re-fetches on the switch (in any
  // effect, of whichever component) already gets the catalog texts in it.
  setRequestLanguage(language);
  try {
    await activateLanguage(language, country);
  } catch (error) {
    setRequestLanguage(currentLanguage());
    console.warn(`[storefront] the ${language} texts could not be loaded`, error);
  }
}

export interface LanguageState {
  /** The active language: every app's texts, `<html lang dir>` and antd's direction follow it. */
  language: Language;
  /** Fetches the language's catalogs, then switches every app at once. The journey is untouched. */
  setLanguage(language: Language): Promise<void>;
}

/**
 * The active language of the application context: read from the one message store, started from
 * startingLanguage, kept offered by the country in use, and remembered (local storage) once the
 * visitor has chosen one and consent is given.
 */
export function useLanguageState(countryCode: CountryCode, consentGiven: boolean): LanguageState {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const [initial] = useState(() => startingLanguage(countryCode));
  const [chosen, setChosen] = useState(false);

  // The API client asks for the catalog texts (products, questions, banners) in this language.
  useLayoutEffect(() => setRequestLanguage(language), [language]);

  // Before the first paint: the shell's bootstrap has usually activated it already (no-op then).
  useLayoutEffect(() => {
    if (initial !== currentLanguage()) void switchTo(initial, countryCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const languageCountry = useRef(countryCode);
  useEffect(() => {
    if (languageCountry.current === countryCode) return;
    languageCountry.current = countryCode;
    // Also when the language stays: its Intl locale follows the market (ar-AE, ar-SA).
    void switchTo(languageForCountry(currentLanguage(), countryCode), countryCode);
  }, [countryCode]);

  useEffect(() => {
    if (consentGiven && chosen) writeStorage(storageKeys.selectedLanguage, language);
  }, [consentGiven, chosen, language]);

  const setLanguage = useCallback(
    async (next: Language) => {
      setChosen(true);
      await switchTo(next, countryCode);
    },
    [countryCode],
  );
  return { language, setLanguage };
}
