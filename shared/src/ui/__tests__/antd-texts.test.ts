import { readFileSync } from 'node:fs';
import arEG from 'antd/locale/ar_EG';
import urPK from 'antd/locale/ur_PK';
import arTexts from '../antd-texts/ar';
import urTexts from '../antd-texts/ur';

const { kitLocaleParts, moduleFile, moduleText } = require('../../../tooling/antd-texts/antd-texts.cjs') as {
  kitLocaleParts: string[];
  moduleFile: (language: string) => string;
  moduleText: (language: string) => string;
};

it.each([
  ['ar', arTexts, arEG],
  ['ur', urTexts, urPK],
] as const)("the %s texts the kit ships are antd's own for the parts its components show", (language, shipped, antdLocale) => {
  // Fails after an antd upgrade that changed a text: `npm run antd-texts -w shared` writes them again.
  expect(readFileSync(moduleFile(language), 'utf8')).toBe(moduleText(language));
  for (const part of kitLocaleParts) expect(shipped[part as keyof typeof shipped]).toEqual(antdLocale[part as keyof typeof antdLocale]);
  // What a visitor reads: a dialog's close label and an empty list in the language.
  expect(shipped.global?.close).toBe(antdLocale.global?.close);
  expect(shipped.Empty?.description).toBe(antdLocale.Empty?.description);
  // The date picker's and the table's texts are left out: no storefront screen has either.
  expect(shipped).not.toHaveProperty('DatePicker');
  expect(shipped).not.toHaveProperty('Table');
});
