'use strict';
// Serves one built front-end app with its production headers. The same code runs under
// `npm start`, in the browser tests and in the app's container: `node serve-app.cjs <app>`.
// Settings come from environment variables (docs/operations.md lists them with their defaults).
const path = require('node:path');
const { createStaticServer, keepServingThroughFailures, serverLimitDefaults } = require('./serve-static.cjs');
const { apps, chunkLoadTimeoutMs, defaultMarket, marketCode, remoteUrls } = require('./platform.cjs');
const { operatorIdentityFromEnv } = require('./operator-identity.cjs');

const repoRoot = path.resolve(__dirname, '../..');

function listFromEnv(value, fallback) {
  return (value ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Where the browser finds the apps when they all run on one host: the defaults of the settings
 * below, and what `npm start` passes when it runs the apps on other ports.
 * @param {string} host
 * @param {(key: string) => number} [portOf] each app's port (platform.json's by default)
 */
function storefrontUrls(host, portOf = (key) => apps[key].port) {
  return {
    apiBaseUrl: `http://${host}:${portOf('api')}`,
    remoteManifest: (key) => `http://${host}:${portOf(key)}/mf-manifest.json`,
    shellOrigins: `http://${host}:${portOf('shell')},http://127.0.0.1:${portOf('shell')}`,
  };
}

/** The runtime config the shell reads at start, from the deploy's environment. */
function runtimeConfigFromEnv(env = process.env) {
  const urls = storefrontUrls(env.PUBLIC_HOST ?? 'localhost');
  return {
    apiBaseUrl: env.API_BASE_URL ?? urls.apiBaseUrl,
    remotes: remoteUrls(env, urls.remoteManifest),
    chunkLoadTimeoutMs: Number(env.CHUNK_LOAD_TIMEOUT_MS ?? chunkLoadTimeoutMs),
    // The market a visitor who has not chosen one is served as: one the storefront serves, or no start.
    defaultCountry: marketCode('DEFAULT_COUNTRY', env.DEFAULT_COUNTRY ?? defaultMarket),
    // Who runs the storefront: the footer, the partner and money pages and the privacy policy name it.
    operator: operatorIdentityFromEnv(env),
  };
}

/** A whole number setting of 1 or more; a typo stops the server at start rather than serving with a guess. */
function positive(name, value) {
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new Error(`${name} must be a whole number of 1 or more, not ${JSON.stringify(value)}`);
  return Number(text);
}

function yesNo(name, value) {
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be true or false, not ${JSON.stringify(value)}`);
}

/**
 * The timeouts and connection cap of a front-end server, from its environment. The timeouts have
 * the names and meaning of the API's settings, so that `npm start` can set them once for all.
 */
function serverLimitsFromEnv(env = process.env) {
  const limits = {
    headersTimeoutMs: positive('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS ?? serverLimitDefaults.headersTimeoutMs),
    requestTimeoutMs: positive('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS ?? serverLimitDefaults.requestTimeoutMs),
    keepAliveTimeoutMs: positive(
      'KEEP_ALIVE_TIMEOUT_MS',
      env.KEEP_ALIVE_TIMEOUT_MS ?? serverLimitDefaults.keepAliveTimeoutMs,
    ),
    connectionTimeoutMs: positive(
      'CONNECTION_TIMEOUT_MS',
      env.CONNECTION_TIMEOUT_MS ?? serverLimitDefaults.connectionTimeoutMs,
    ),
    maxConnections: positive('MAX_CONNECTIONS', env.MAX_CONNECTIONS ?? serverLimitDefaults.maxConnections),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
  return limits;
}

function origin(url) {
  return new URL(url).origin;
}

/** Security headers of the shell: its scripts may come only from itself and its own remotes. */
function shellSecurityHeaders(config) {
  const remoteOrigins = [...new Set(Object.values(config.remotes).map(origin))].join(' ');
  const api = origin(config.apiBaseUrl);
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins}`,
    // The kit inserts its stylesheet inline, and antd its design tokens as CSS variables.
    `style-src 'self' 'unsafe-inline' ${remoteOrigins}`,
    `img-src 'self' data: ${api} ${remoteOrigins}`,
    `font-src 'self' data:`,
    `connect-src 'self' ${api} ${remoteOrigins}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/**
 * @param {'shell'|'onboarding'|'eligibility'|'recommendations'|'support'} key
 * @param {NodeJS.ProcessEnv} env
 */
function serveApp(key, env = process.env) {
  const app = apps[key];
  if (!app || key === 'api') throw new Error(`Unknown front-end app ${key}`);
  const allowedOrigins = listFromEnv(
    env.STOREFRONT_ORIGINS,
    storefrontUrls(env.PUBLIC_HOST ?? 'localhost').shellOrigins,
  );
  const isShell = key === 'shell';
  const config = isShell ? runtimeConfigFromEnv(env) : null;
  const root = env.DIST_DIR ?? path.join(repoRoot, app.folder, 'dist');
  return createStaticServer({
    root,
    port: Number(env.PORT ?? app.port),
    host: env.HOST ?? '0.0.0.0',
    allowedOrigins: isShell ? [] : allowedOrigins,
    spa: isShell,
    runtimeConfig: isShell ? () => config : undefined,
    headers: isShell ? shellSecurityHeaders(config) : { 'Cross-Origin-Resource-Policy': 'cross-origin' },
    // Full maps give away the source: for a staging host only.
    serveSourceMaps: yesNo('SERVE_SOURCE_MAPS', env.SERVE_SOURCE_MAPS ?? 'false'),
    limits: serverLimitsFromEnv(env),
  });
}

module.exports = { serveApp, runtimeConfigFromEnv, shellSecurityHeaders, storefrontUrls, serverLimitsFromEnv, positive };

if (require.main === module) {
  const key = process.argv[2];
  keepServingThroughFailures();
  const server = serveApp(key);
  server.listen().then(
    (port) => console.log(`${key} serving on port ${port}`),
    (error) => {
      // Not serving at all (the port is taken): exit, so that whatever runs it can start it again.
      console.error(`${key} could not listen: ${error.message}`);
      process.exit(1);
    },
  );
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
