// Lingui's configuration for the front-end apps' message catalogs, read by @lingui/loader when a
// build compiles a catalog (ICU MessageFormat to Lingui's compiled form: no parser in the page).
// Each app keeps its catalogs in <app>/src/messages/{locale}.json, English the source. A build
// names its app's folder in LINGUI_APP_DIR (create-app-config.mjs), so a copy of an app built
// elsewhere (a release built from another checkout) finds its catalogs too.
const path = require('node:path');
const { formatter } = require('@lingui/format-json');
const { apps, frontEndKeys } = require('./platform.cjs');

const repoRoot = path.resolve(__dirname, '../..');
// The shared package's own texts (client errors, step names): one catalog every app reads.
const sharedDir = path.resolve(__dirname, '..');
const appDir = process.env.LINGUI_APP_DIR;
const folders = appDir
  ? [appDir, sharedDir]
  : [
      ...frontEndKeys.map((key) => path.join(repoRoot, apps[key].folder)),
      sharedDir,
    ];

module.exports = {
  rootDir: appDir ?? repoRoot,
  locales: ['en', 'ar', 'ur'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: folders.map((folder) => ({
    path: `${folder}/src/messages/{locale}`,
    include: [`${folder}/src`],
  })),
};
