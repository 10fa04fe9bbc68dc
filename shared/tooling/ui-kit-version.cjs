// The shared version of @storefront/shared/ui (see shared/src/ui/index.ts): the shared package's
// version plus a hash of what the kit holds (its source and the antd and icon versions it was
// built from: every file of shared/src/ui). Two apps built from the same kit agree on it and share one copy; an app built
// from another kit gets its own copy rather than a copy missing a component it needs.
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const kitFolder = path.join(__dirname, '../src/ui');
const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;

function uiKitVersion() {
  const hash = createHash('sha256');
  for (const file of readdirSync(kitFolder).sort()) hash.update(file).update(readFileSync(path.join(kitFolder, file)));
  const digest = hash
    .update(`antd@${installedVersion('antd')}`)
    .update(`@ant-design/icons@${installedVersion('@ant-design/icons')}`)
    .digest('hex')
    .slice(0, 12);
  return `${require('../package.json').version}-ui.${digest}`;
}

module.exports = { uiKitVersion };
