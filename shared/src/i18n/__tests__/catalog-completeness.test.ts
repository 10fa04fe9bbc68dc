/**
 * @jest-environment node
 *
 * Every message catalog of the storefront (each folder holding src/messages/en.json: the shell,
 * the shared package and each remote, found on disk) against its English source: the same keys in
 * every language, valid ICU messages with the same placeholders, Arabic plurals with all six forms,
 * and every key the app's code reads present.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { apps } from '../../contract/platform';
import { languages, sourceLanguage, type Language } from '../languages';

type Catalog = Record<string, string>;

const root = path.resolve(__dirname, '../../../..');
const messagesFolder = (folder: string) => path.join(root, folder, 'src', 'messages');
const catalogFolders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(messagesFolder(entry.name), 'en.json')))
  .map((entry) => entry.name)
  .sort();

const catalogFile = (folder: string, language: Language) => path.join(folder, 'src', 'messages', `${language}.json`);
function readCatalog(folder: string, language: Language): Catalog {
  return JSON.parse(readFileSync(path.join(root, catalogFile(folder, language)), 'utf8')) as Catalog;
}

/** The catalog's name in the store (its key in platform.json; 'shared' for the shared package). */
const namespaceFolders: Record<string, string> = {
  shared: 'shared',
  ...Object.fromEntries(Object.entries(apps).map(([name, app]) => [name, app.folder])),
};

const pluralCategories = (language: Language) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories as Intl.LDMLPluralRule[];

/** Every token of a message, the cases' own included. */
function* tokensOf(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if ('cases' in token) for (const { tokens: inner } of token.cases) yield* tokensOf(inner);
  }
}

function placeholders(tokens: Token[]): string[] {
  const names = new Set<string>();
  for (const token of tokensOf(tokens)) if ('arg' in token) names.add(token.arg);
  return [...names].sort();
}

function parsed(message: string, language: Language): Token[] {
  return parse(message, { cardinal: pluralCategories(language), ordinal: pluralCategories(language) });
}

/** Problems as 'folder/src/messages/xx.json: key: what is wrong'. */
function problemsOf(folder: string): string[] {
  const english = readCatalog(folder, sourceLanguage);
  const problems: string[] = [];
  for (const language of languages) {
    const file = catalogFile(folder, language);
    const catalog = language === sourceLanguage ? english : readCatalog(folder, language);
    for (const key of Object.keys(english)) if (!(key in catalog)) problems.push(`${file}: ${key}: missing`);
    for (const key of Object.keys(catalog)) if (!(key in english)) problems.push(`${file}: ${key}: not in en.json`);
    for (const [key, message] of Object.entries(catalog)) {
      let tokens: Token[];
      try {
        tokens = parsed(message, language);
      } catch (error) {
        problems.push(`${file}: ${key}: not an ICU message (${(error as Error).message})`);
        continue;
      }
      if (key in english && language !== sourceLanguage) {
        let expected: string[] = [];
        try {
          expected = placeholders(parsed(english[key]!, sourceLanguage));
        } catch {
          // Reported for en.json itself.
        }
        const found = placeholders(tokens);
        if (found.join() !== expected.join())
          problems.push(`${file}: ${key}: placeholders {${found.join('}, {')}} where English has {${expected.join('}, {')}}`);
      }
      if (language === 'ar') {
        for (const token of tokensOf(tokens)) {
          if (token.type !== 'plural') continue;
          const keys = new Set(token.cases.map((c) => c.key));
          const absent = pluralCategories('ar').filter((category) => !keys.has(category));
          if (absent.length > 0) problems.push(`${file}: ${key}: the plural of {${token.arg}} lacks ${absent.join(', ')}`);
        }
      }
    }
  }
  return problems;
}

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  walk(path.join(root, folder, 'src'));
  return found;
}

/**
 * The keys the code reads, by catalog folder: `t('key')` (an app's own texts), `sharedText('key')`
 * (the shared package's) and `translate('app', 'key')` (any app's, outside React).
 */
function keysUsed(): { folder: string; key: string; where: string }[] {
  const used: { folder: string; key: string; where: string }[] = [];
  for (const folder of catalogFolders) {
    for (const file of sourceFiles(folder)) {
      const text = readFileSync(file, 'utf8');
      const where = path.relative(root, file);
      for (const [, key] of text.matchAll(/\bt\(\s*'([^']+)'/g)) used.push({ folder, key: key!, where });
      for (const [, key] of text.matchAll(/\bsharedText\(\s*'([^']+)'/g)) used.push({ folder: 'shared', key: key!, where });
      for (const [, app, key] of text.matchAll(/\btranslate\(\s*'([^']+)'\s*,\s*'([^']+)'/g)) {
        used.push({ folder: namespaceFolders[app!] ?? app!, key: key!, where });
      }
    }
  }
  return used;
}

it('finds the catalogs of the shell, the shared package and every remote that has one', () => {
  expect(catalogFolders).toEqual(expect.arrayContaining(['shell', 'shared']));
});

describe.each(catalogFolders)('the %s catalog', (folder) => {
  it('has the same keys in every language, valid ICU, the placeholders of English and Arabic plurals in six forms', () => {
    expect(problemsOf(folder)).toEqual([]);
  });

  it('holds every key its code reads', () => {
    const english = readCatalog(folder, sourceLanguage);
    const missing = keysUsed()
      .filter((use) => use.folder === folder && !(use.key in english))
      .map((use) => `${catalogFile(folder, sourceLanguage)}: ${use.key}: read in ${use.where}, not in the catalog`);
    expect(missing).toEqual([]);
  });
});
