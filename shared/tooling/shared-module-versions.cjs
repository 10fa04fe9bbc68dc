// The versions under which two of shared's modules are shared by Module Federation: the package's
// version is not enough for them, because what they hold changes between releases of it.
//
// @storefront/shared/ui (see shared/src/ui/index.ts): the shared package's version plus a hash of
// what the kit holds (its source and the antd and icon versions it was built from: every file of
// shared/src/ui). Two apps built from the same kit agree on it and share one copy; an app built
// from another kit gets its own copy rather than a copy missing a component it needs.
//
// @storefront/shared/router (shared/src/router.ts): React Router's version plus a hash of the
// names the module exports. It is a singleton, so a mismatch is only reported (in the console).
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const sharedSrc = path.join(__dirname, '../src');
const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;
const digest = (hash) => hash.digest('hex').slice(0, 12);

function uiKitVersion() {
  const kitFolder = path.join(sharedSrc, 'ui');
  const hash = createHash('sha256');
  // The kit's modules (its folder's files; the tests beside them are not part of it).
  for (const entry of readdirSync(kitFolder, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort()) {
    hash.update(entry).update(readFileSync(path.join(kitFolder, entry)));
  }
  hash.update(`antd@${installedVersion('antd')}`).update(`@ant-design/icons@${installedVersion('@ant-design/icons')}`);
  return `${require('../package.json').version}-ui.${digest(hash)}`;
}

function sharedRouterVersion() {
  const hash = createHash('sha256').update(readFileSync(path.join(sharedSrc, 'router.ts')));
  return `${installedVersion('react-router-dom')}-shared.${digest(hash)}`;
}

module.exports = { installedVersion, uiKitVersion, sharedRouterVersion };
