'use strict';
// The facts of the settings module (shared/src/contract/platform.json) a front-end server needs,
// as the shell lines 15-storefront-settings.envsh sources: the app's port and role, the remotes'
// variables and ports, the markets, who runs the storefront. The image writes them when it is built
// (`node shared/tooling/nginx/defaults.cjs <app>`); prepare.cjs writes them for `npm start` and the tests.
const { apps, chunkLoadTimeoutMs, defaultMarket, frontEndKeys, marketCodes, remoteKeys } = require('../platform.cjs');
const { operator } = require('../../src/contract/platform.json');
/** platform.json's `operator` entries, as the defaults of the SITE_OPERATOR_* settings (none without one). */
function operatorDefaults() {
  if (!operator) return {};
  const { licences, ...texts } = operator;
  return {
    ...Object.fromEntries(Object.entries(texts).map(([field, value]) => [`STOREFRONT_OPERATOR_${field}`, value])),
    ...Object.fromEntries(
      Object.entries(licences).flatMap(([market, { licence, regulator }]) => [
        [`STOREFRONT_OPERATOR_LICENCE_${market}`, licence],
        [`STOREFRONT_OPERATOR_REGULATOR_${market}`, regulator],
      ]),
    ),
  };
}

/** 'shell' for the app that loads the others, 'remote' for those it loads by a manifest URL. */
function roleOf(key) {
  if (!frontEndKeys.includes(key)) throw new Error(`Unknown front-end app ${JSON.stringify(key)}; one of ${frontEndKeys.join(', ')}`);
  return remoteKeys.includes(key) ? 'remote' : 'shell';
}

/** A value as one shell word, whatever it holds. */
function shellQuoted(value) {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** @param {string} key a front-end app of platform.json */
function defaultsFor(key) {
  const settings = {
    STOREFRONT_APP: key,
    STOREFRONT_ROLE: roleOf(key),
    STOREFRONT_DEFAULT_PORT: apps[key].port,
    STOREFRONT_API_PORT: apps.api.port,
    STOREFRONT_SHELL_PORT: apps.shell.port,
    STOREFRONT_REMOTES: remoteKeys.map((remote) => `${remote}:${apps[remote].urlVariable}:${apps[remote].port}`).join(' '),
    STOREFRONT_MARKETS: marketCodes.join(' '),
    STOREFRONT_DEFAULT_MARKET: defaultMarket,
    STOREFRONT_CHUNK_LOAD_TIMEOUT_MS: chunkLoadTimeoutMs,
    /** What the health check asks for: the shell's page, a remote's federation manifest. */
    STOREFRONT_HEALTH_PATH: roleOf(key) === 'shell' ? '/' : '/mf-manifest.json',
    // Who runs the storefront, unless the deploy's SITE_OPERATOR_* variables say otherwise.
    ...operatorDefaults(),
  };
  return `${Object.entries(settings)
    .map(([name, value]) => `${name}=${shellQuoted(String(value))}`)
    .join('\n')}\n`;
}

module.exports = { defaultsFor, roleOf };

if (require.main === module) process.stdout.write(defaultsFor(process.argv[2]));
