// Every text the storefront sets in the Arabic or the Urdu web font, one string per text: what the
// language fonts are cut to (subset-language-fonts.mjs) and checked against.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import YAML from 'yaml';

const require = createRequire(import.meta.url);
const repo = path.resolve(import.meta.dirname, '../..');
const read = (file) => fs.readFileSync(path.join(repo, file), 'utf8');

/** The apps whose Lingui catalogs the storefront renders (src/messages/{language}.json). */
const messageFolders = ['shared', 'shell', 'mfe-onboarding', 'mfe-eligibility', 'mfe-recommendations', 'mfe-support'];
/** The markets the storefront serves, as the settings module lists them (shared/src/contract/platform.json). */
const markets = Object.entries(JSON.parse(read('shared/src/contract/platform.json')).markets);
const catalogFiles = ['common', ...markets.map(([code]) => code)].map((name) => `api/seed/catalog/${name}.yaml`);
const countries = markets.map(([, market]) => market.alpha2);
const currencies = markets.map(([, market]) => market.currency);

/**
 * Each language's letters, kept in all four joining forms whatever the texts use: a text that is not
 * in the repository (a catalog an operator publishes) still joins, in the font's plainer shapes.
 */
export const alphabets = {
  ar: 'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي',
  ur: 'ءآأؤئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہۂھیےۓ',
};

function strings(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}

/** The values under the language's key (`ar:` / `ur:`) anywhere in a catalog file. */
function localized(value, language, out = []) {
  if (Array.isArray(value)) for (const item of value) localized(item, language, out);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === language && typeof item === 'string') out.push(item);
      else localized(item, language, out);
    }
  }
  return out;
}

/** The Key Facts wording the API sends (api/src/domain/costs/key-fact-texts.ts), the language's table as source lines. */
function keyFactLines(language) {
  const source = read('api/src/domain/costs/key-fact-texts.ts');
  const table = new RegExp(`^const ${language}: KeyFactTexts = \\{$([\\s\\S]*?)^\\};$`, 'm').exec(source);
  if (!table) throw new Error(`key-fact-texts.ts: no table 'const ${language}: KeyFactTexts'`);
  return table[1].split('\n').filter((line) => /[\u0600-\u06ff]/.test(line));
}

/** What the browser's Intl writes in the language: dates (every month) and amounts in each market's currency. */
function intlTexts(language) {
  const out = [];
  for (const country of countries) {
    const locale = `${language}-${country}-u-nu-latn`;
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) out.push(date.format(Date.UTC(2026, month, 7)));
    for (const currency of currencies) {
      out.push(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(5000.5));
    }
    out.push(new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(0.1875));
  }
  return out;
}

/** Each letter alone, first, in the middle and last of a word (joined to a zero-width joiner). */
function letterForms(language) {
  return [...alphabets[language]].flatMap((letter) => [letter, `${letter}\u200d`, `\u200d${letter}\u200d`, `\u200d${letter}`]);
}

/** Every text the storefront may set in the language's web font ('ar' or 'ur'). */
export function languageFontTexts(language) {
  const texts = [
    ...messageFolders.flatMap((folder) => Object.values(JSON.parse(read(`${folder}/src/messages/${language}.json`)))),
    ...strings(JSON.parse(read(`mfe-support/src/terms-of-service/terms-content.${language}.json`))),
    ...strings(JSON.parse(read(`shell/public/content/privacy.${language}.json`))),
    ...catalogFiles.flatMap((file) => localized(YAML.parse(read(file)), language)),
    ...keyFactLines(language),
    ...strings(require(language === 'ar' ? 'antd/lib/locale/ar_EG' : 'antd/lib/locale/ur_PK').default),
    // The language switch names the languages in themselves (languages.ts, language-choice.tsx).
    'العربية',
    'اردو',
    'ع',
    ...letterForms(language),
  ];
  // What Intl writes is kept whole, Arabic letters or not: a page sets it inside its Arabic text
  // ('Rs 5,001' in an Urdu sentence), no-break space and marks included.
  return [...texts.flatMap((text) => text.split('\n')).filter((text) => /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/.test(text)), ...intlTexts(language)];
}
