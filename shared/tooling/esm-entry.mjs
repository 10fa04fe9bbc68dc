import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The file a bundler takes for `import '<name>/<subpath>'`: the package's `exports` entry under the
 * `import` condition. Node's `require.resolve` gives the `require` one (a CommonJS build).
 * @param {string} name a package
 * @param {string} [subpath] one of its exports, '.' for the package itself
 */
export function esmEntryOf(name, subpath = '.') {
  const manifest = require.resolve(`${name}/package.json`);
  const entry = require(manifest).exports[subpath].import;
  return path.join(path.dirname(manifest), typeof entry === 'string' ? entry : entry.default);
}
