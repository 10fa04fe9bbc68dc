/**
 * Jest (CommonJS, no --experimental-vm-modules) cannot run `import("fs")`. PGlite's CommonJS build
 * loads Node built-ins that way; this turns each such call into the equivalent require.
 */
const crypto = require('node:crypto');

const dynamicImport = /(^|[^.\w$])import\((["'][^"']+["'])\)/g;

module.exports = {
  process(source) {
    // The module body may declare its own `var require`, so keep jest's under a name nobody shadows.
    const code = source.replace(dynamicImport, '$1Promise.resolve().then(() => __jestRequire($2))');
    return { code: `const __jestRequire = require;${code}` };
  },
  getCacheKey(source, path) {
    return crypto.createHash('sha1').update('v2').update(path).update(source).digest('hex');
  },
};
