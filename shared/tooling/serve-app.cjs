'use strict';
// Serves one built front-end app with its production headers. The same code runs under
// `npm start`, in the browser tests and in the app's container: `node serve-app.cjs <app>`.
// Settings come from environment variables (README.md lists them with their defaults).
const path = require('node:path');
const { createStaticServer } = require('./serve-static.cjs');
const apps = require('../src/apps.json');
const buildSettings = require('../src/build-settings.json');

const repoRoot = path.resolve(__dirname, '../..');
const remoteKeys = ['onboarding', 'eligibility', 'recommendations', 'support'];

function listFromEnv(value, fallback) {
  return (value ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The runtime config the shell reads at start, from the deploy's environment. */
function runtimeConfigFromEnv(env = process.env) {
  const host = env.PUBLIC_HOST ?? 'localhost';
  return {
    apiBaseUrl: env.API_BASE_URL ?? `http://${host}:${apps.api.port}`,
    remotes: Object.fromEntries(
      remoteKeys.map((key) => [
        key,
        env[`REMOTE_${key.toUpperCase()}_URL`] ?? `http://${host}:${apps[key].port}/mf-manifest.json`,
      ]),
    ),
    chunkLoadTimeoutMs: Number(env.CHUNK_LOAD_TIMEOUT_MS ?? buildSettings.scriptChunkTimeoutMs),
  };
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
  const host = env.PUBLIC_HOST ?? 'localhost';
  const allowedOrigins = listFromEnv(
    env.STOREFRONT_ORIGINS,
    `http://${host}:${apps.shell.port},http://127.0.0.1:${apps.shell.port}`,
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
    headers: isShell
      ? shellSecurityHeaders(config)
      : { 'Cross-Origin-Resource-Policy': 'cross-origin' },
  });
}

module.exports = { serveApp, runtimeConfigFromEnv, shellSecurityHeaders };

if (require.main === module) {
  const key = process.argv[2];
  const server = serveApp(key);
  server.listen().then((port) => console.log(`${key} serving on port ${port}`));
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
