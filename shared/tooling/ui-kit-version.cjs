// The shared version of @storefront/shared/ui (see shared/src/ui/index.ts): the shared package's
// version plus a hash of what the kit holds (its source and the antd and icon versions it was
// built from). Two apps built from the same kit agree on it and share one copy; an app built
// from another kit gets its own copy rather than a copy missing a component it needs.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const kitSource = path.join(__dirname, '../src/ui/index.ts');
const installedVersion = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;

function uiKitVersion() {
  const hash = createHash('sha256')
    .update(readFileSync(kitSource))
    .update(`antd@${installedVersion('antd')}`)
    .update(`@ant-design/icons@${installedVersion('@ant-design/icons')}`)
    .digest('hex')
    .slice(0, 12);
  return `${require('../package.json').version}-ui.${hash}`;
}

module.exports = { uiKitVersion };
