import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import type { Page } from 'playwright-core';
import { apps as platformApps, repoRoot } from './paths';
import type { Country, Language } from './catalog';

/**
 * The storefront's own texts in each language, read from the apps' message catalogs
 * (<app>/src/messages/{en,ar,ur}.json, ICU) through Lingui as the apps read them, so that a test
 * written with the spec's English words can find the same control in Arabic or Urdu.
 */

const apps: Record<string, { folder: string }> = { ...platformApps, shared: { folder: 'shared' } };
const catalogFolders = Object.entries(apps)
  .filter(([name]) => name !== 'api')
  .map(([name, { folder }]) => ({ name, dir: path.join(repoRoot, folder, 'src/messages') }));

const readCatalog = (dir: string, language: Language): Record<string, string> =>
  JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Record<string, string>;

const stores = new Map<Language, I18n>();
function store(language: Language): I18n {
  let i18n = stores.get(language);
  if (!i18n) {
    const messages: Record<string, string> = {};
    for (const { name, dir } of catalogFolders) {
      for (const [key, message] of Object.entries(readCatalog(dir, language))) messages[`${name}.${key}`] = message;
    }
    i18n = setupI18n({ locale: language, locales: [`${language}-u-nu-latn`], messages: { [language]: messages } });
    stores.set(language, i18n);
  }
  return i18n;
}

/** One text of an app's catalog ('onboarding.personalInfo.fullName') in a language. */
export function tr(language: Language, id: string, values?: Record<string, unknown>): string {
  const text = store(language)._(id, values);
  if (text === id) throw new Error(`No text ${id} in the ${language} catalogs`);
  return text;
}

const englishIds = new Map<string, string>();
for (const { name, dir } of catalogFolders) {
  for (const [key, message] of Object.entries(readCatalog(dir, 'en'))) {
    if (!englishIds.has(message)) englishIds.set(message, `${name}.${key}`);
  }
}

/** The text that reads `english` (the spec's words, without placeholders) in the page's language. */
export function inLanguage(language: Language, english: string): string {
  const id = englishIds.get(english);
  if (!id) throw new Error(`No catalog text reads "${english}"`);
  return tr(language, id);
}

/** The header's language switch (a select named 'Language' in the page's language). */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.locator('select.sf-language__select').selectOption(language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** The page's language and direction as <html> declares them. */
export async function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** The language a market's visitor reads in each test of the languages suite. */
export const marketLanguages: [Language, Country][] = [
  ['ar', 'ae'],
  ['ur', 'pk'],
];
