import { useLayoutEffect } from 'react';
import { directionOf, useApplication, type Language } from '@storefront/shared';
import { loadLanguageFont } from './language-font';
import './language-fonts.css';

/** `<html lang dir>` of the language, and its font. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  loadLanguageFont(language);
}

/** Keeps `<html lang dir>` on the application context's language, before the page paints. */
export function DocumentLanguage() {
  const { language } = useApplication();
  useLayoutEffect(() => applyDocumentLanguage(language), [language]);
  return null;
}
