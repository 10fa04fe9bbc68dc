import { setupI18n, type Messages } from '@lingui/core';
import type { CountryCode } from '../api/types';
import { defaultMarket } from '../contract/platform';
import { intlLocale, sourceLanguage, type Language } from './languages';

/**
 * The storefront's one message store (Lingui, ICU MessageFormat). @storefront/shared is a Module
 * Federation singleton, so the shell and every remote read and switch this very instance.
 */
export const i18n = setupI18n({ locale: sourceLanguage, messages: { [sourceLanguage]: {} } });

type CatalogModule = Messages | { default: Messages };

/**
 * A catalog as imported: @lingui/loader compiles `messages/xx.json` in a build to
 * `{ messages: {...} }`; under jest the raw JSON is the messages (Lingui compiles them at run time).
 */
export function catalogMessages(module: CatalogModule): Messages {
  const value = ('default' in module && typeof module.default === 'object' ? module.default : module) as Messages;
  const compiled = value.messages;
  return compiled !== null && typeof compiled === 'object' && !Array.isArray(compiled) ? (compiled as Messages) : value;
}
export type CatalogLoaders = Record<Exclude<Language, 'en'>, () => Promise<CatalogModule>>;

interface Catalog {
  english: Messages;
  loaders: CatalogLoaders;
  loaded: Set<Language>;
  pending: Map<Language, Promise<void>>;
}

const catalogs = new Map<string, Catalog>();
let country: CountryCode = defaultMarket;

/** Each app's keys live under its own name ("recommendations.cards.title"): one store, no clashes. */
function namespaced(app: string, messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${app}.${key}`, message]));
}

/**
 * An app's catalog: its English messages, bundled with the app, and the other languages as chunks
 * of their own, fetched when that language is first used. Registering again replaces the English.
 */
export function registerCatalog(app: string, englishModule: CatalogModule, loaders: CatalogLoaders): void {
  const english = catalogMessages(englishModule);
  const known = catalogs.get(app);
  if (known) {
    // Registered again (a development build's hot update of the catalog): its English replaces the old.
    known.english = english;
    i18n.load(sourceLanguage, namespaced(app, english));
    return;
  }
  i18n.load(sourceLanguage, namespaced(app, english));
  catalogs.set(app, { english, loaders, loaded: new Set([sourceLanguage]), pending: new Map() });
}

/** Resolves once the app's catalog of that language is in the store; null when it already is. */
export function loadCatalog(app: string, language: Language): Promise<void> | null {
  const catalog = catalogs.get(app);
  if (!catalog) throw new Error(`No catalog registered for ${app}`);
  if (language === sourceLanguage || catalog.loaded.has(language)) return null;
  const waiting = catalog.pending.get(language);
  if (waiting) return waiting;
  const pending = catalog.loaders[language as Exclude<Language, 'en'>]().then((module: CatalogModule) => {
    const messages = catalogMessages(module);
    // English under every key first: a text not yet translated reads in English, never as its key.
    i18n.load(language, namespaced(app, { ...catalog.english, ...messages }));
    catalog.loaded.add(language);
    catalog.pending.delete(language);
  });
  pending.catch(() => catalog.pending.delete(language));
  catalog.pending.set(language, pending);
  return pending;
}

export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/**
 * Switches every app at once: the catalogs of the language are fetched first, so no screen shows
 * a mix of languages, then the store is activated with the market's Intl locale (Western digits).
 */
export async function activateLanguage(language: Language, countryCode: CountryCode = country): Promise<void> {
  const request = (latestRequest += 1);
  await Promise.all([...catalogs.keys()].map((app) => loadCatalog(app, language)));
  // The last switch asked for wins: a quick Arabic-then-English never ends in Arabic.
  if (request !== latestRequest) return;
  country = countryCode;
  i18n.activate(language, [intlLocale(language, countryCode)]);
}
let latestRequest = 0;

/** The market whose Intl conventions the active language follows. */
export function activeCountry(): CountryCode {
  return country;
}

/** A text outside React (a notification raised in a callback, a validation rule). */
export function translate(app: string, key: string, values?: Record<string, unknown>): string {
  return i18n._(`${app}.${key}`, values);
}
