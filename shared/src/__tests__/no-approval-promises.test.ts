/**
 * The storefront never promises approval: the bank decides after its own credit check. No text of
 * any app's message catalog, in any language, says a visitor is pre-approved or that approval is
 * guaranteed.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const apps = ['shared', 'shell', 'mfe-onboarding', 'mfe-eligibility', 'mfe-recommendations', 'mfe-support'];
const banned: Record<string, RegExp[]> = {
  en: [/pre-?approved/i, /guarantee/i],
  // "Pre-approval", "pre-approved", "guaranteed" (approval, a card, a loan).
  ar: [/موافقة مسبقة/, /موافق عليه مسبق/, /معتمد مسبق/, /مضمونة/, /مضمون القبول/, /مضمون الموافقة/],
  // "Pre-approved", "approval certain", "guaranteed".
  ur: [/پہلے سے منظور/, /پیشگی منظور/, /یقینی منظوری/, /منظوری کی ضمانت/, /ضمانت شدہ/, /گارنٹی/],
};

const catalogs = apps.flatMap((app) =>
  (['en', 'ar', 'ur'] as const).map((language) => ({ app, language, file: path.join(root, app, 'src', 'messages', `${language}.json`) })),
).filter(({ file }) => fs.existsSync(file));

describe('message catalogs never promise approval', () => {
  it('finds the catalogs of every app in every language', () => {
    expect(catalogs.length).toBe(apps.length * 3);
  });

  it.each(catalogs.map((c) => [`${c.app} ${c.language}`, c] as const))('%s has no banned word', (_name, { language, file }) => {
    const texts = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
    const found = texts.flatMap(([key, text]) => banned[language].filter((word) => word.test(text)).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });

  it('would catch each banned word', () => {
    expect(banned.en.some((word) => word.test('You are pre-approved'))).toBe(true);
    expect(banned.ar.some((word) => word.test('بطاقة بموافقة مسبقة'))).toBe(true);
    expect(banned.ur.some((word) => word.test('آپ پہلے سے منظور شدہ ہیں'))).toBe(true);
  });
});
