/**
 * One percent sign and one currency form per language, wherever a visitor reads a figure: the
 * storefront's message catalogs, the seed catalog's texts (Key Facts lines, options, banners) and
 * the API's formatter for Key Facts and mails. Arabic writes '%', 'د.إ.' and 'ر.س.' after the
 * amount; Urdu 'Rs' before it, as Intl writes them with Western digits.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { figureFormat } from '../../src/domain/costs/format.js';

const repo = path.resolve(__dirname, '../../..');
const shown = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\u00a0/g, ' ');

/** The other forms each language could write, which it never does. */
const otherForms = {
  ar: ['٪', 'ريال', 'درهم', 'روبية'],
  ur: ['٪', 'روپے', 'روپیہ', 'ریال', 'درہم'],
} as const;
type RtlLanguage = keyof typeof otherForms;

/** Every string under a value, with where it stands. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

function messageCatalogs(language: RtlLanguage): [string, string][] {
  const apps = ['shared', 'shell', 'mfe-onboarding', 'mfe-eligibility', 'mfe-recommendations', 'mfe-support'];
  return apps.flatMap((app) => {
    const file = path.join(repo, app, 'src/messages', `${language}.json`);
    return strings(JSON.parse(readFileSync(file, 'utf8')), `${app}/${language}`);
  });
}

/** The seed catalog's texts in a language (the `ar:` and `ur:` of every translated text). */
function seedTexts(language: RtlLanguage): [string, string][] {
  const dir = path.join(repo, 'api/seed/catalog');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => strings(parse(readFileSync(path.join(dir, file), 'utf8')), file))
    .filter(([at]) => at.endsWith(`.${language}`));
}

const offending = (texts: [string, string][], language: RtlLanguage) =>
  texts.filter(([, text]) => otherForms[language].some((form) => text.includes(form))).map(([at, text]) => `${at}: ${text}`);

describe.each(['ar', 'ur'] as const)('figures in %s', (language) => {
  it('the message catalogs write no other percent sign or currency form', () => {
    const texts = messageCatalogs(language);
    expect(texts.length).toBeGreaterThan(100);
    expect(offending(texts, language)).toEqual([]);
  });

  it("the seed catalog's texts write amounts as the formatters do", () => {
    const texts = seedTexts(language);
    expect(texts.length).toBeGreaterThan(100);
    expect(offending(texts, language)).toEqual([]);
  });
});

describe("the API's figures (Key Facts, mails)", () => {
  it('Arabic: the percent sign % and the dirham and riyal signs after the amount', () => {
    expect(shown(figureFormat('ar', 'sa').rate(39.99))).toBe('39.99%');
    expect(shown(figureFormat('ar', 'sa').amount(4000, 'SAR'))).toBe('4,000 ر.س.');
    expect(shown(figureFormat('ar', 'ae').amount(4000, 'AED'))).toBe('4,000 د.إ.');
  });

  it('Urdu: Rs before the amount', () => {
    expect(shown(figureFormat('ur', 'pk').rate(11.25))).toBe('11.25%');
    expect(shown(figureFormat('ur', 'pk').amount(5000, 'PKR'))).toBe('Rs 5,000');
  });

  it("a seed text's amount reads as the formatter writes it", () => {
    const sa = seedTexts('ar').find(([, text]) => text.includes('4,000 ر.س.'));
    const pk = seedTexts('ur').find(([, text]) => text.includes('Rs 50,000'));
    expect([sa !== undefined, pk !== undefined]).toEqual([true, true]);
  });
});
