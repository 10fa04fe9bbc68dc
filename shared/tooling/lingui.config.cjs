// Lingui's configuration for the front-end apps' message catalogs, read by @lingui/loader when a
// build compiles a catalog (ICU MessageFormat to Lingui's compiled form: no parser in the page).
// Each app keeps its catalogs in <app>/src/messages/{locale}.json, the shared package in
// shared/src/messages/{locale}.json; English the source.
const path = require('node:path');
const { formatter } = require('@lingui/format-json');
const apps = require('../src/apps.json');

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  locales: ['en', 'ar', 'ur'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: [
    ...Object.values(apps)
      .filter((app) => app.federationName)
      .map((app) => ({
        path: `<rootDir>/${app.folder}/src/messages/{locale}`,
        include: [`<rootDir>/${app.folder}/src`],
      })),
    // The shared package's own texts (client errors, step names), one catalog every app reads.
    { path: '<rootDir>/shared/src/messages/{locale}', include: ['<rootDir>/shared/src'] },
  ],
};
