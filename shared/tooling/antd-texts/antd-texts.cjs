// antd's texts in Arabic and Urdu, cut to the parts the kit's components show. antd's whole locale
// (its date picker, calendar, table, transfer...) is about 2.2 KB gzip per language, downloaded by
// every Arabic or Urdu visitor; the kit's components read five of its parts: `global` (a dialog's
// and a notification's close label, a field's clear button), `Modal`, `Empty` (a select with no
// options), `Text` (Typography's expand and copy labels) and the locale's name. `Form` is not among
// them: every rule of the storefront's forms carries its own message from the apps' catalogs.
// `npm run antd-texts -w shared` writes the modules; a test fails when they differ from antd's.
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const kitLocaleParts = ['locale', 'global', 'Modal', 'Empty', 'Text'];
/** The storefront's languages other than English, with the antd locale each takes its texts from. */
const antdLocales = { ar: 'ar_EG', ur: 'ur_PK' };
const textsFolder = path.join(__dirname, '../../src/ui/antd-texts');

/** The parts of antd's locale the kit shows, as antd's installed version has them. */
function kitTexts(language) {
  const locale = require(require.resolve(`antd/lib/locale/${antdLocales[language]}`, { paths: [__dirname] })).default;
  return Object.fromEntries(kitLocaleParts.map((part) => [part, locale[part]]));
}

/** The module's text for a language: the parts as a typed constant. */
const moduleText = (language) =>
  `// Written by \`npm run antd-texts -w shared\` from antd's ${antdLocales[language]} locale (shared/tooling/antd-texts).\n` +
  `import type { Locale } from 'antd/es/locale';\n\n` +
  `const texts: Locale = ${JSON.stringify(kitTexts(language), null, 2)};\n\nexport default texts;\n`;

const moduleFile = (language) => path.join(textsFolder, `${language}.ts`);

module.exports = { antdLocales, kitLocaleParts, moduleFile, moduleText };

if (require.main === module) {
  for (const language of Object.keys(antdLocales)) writeFileSync(moduleFile(language), moduleText(language));
}
