// The development half of an app's Rspack configuration, used only under `rspack serve` (which
// `npm run dev` runs for each app; docs/development.md): hot module replacement with React
// Refresh, and the settings of dev servers that the shell's page can reach. Configuration only:
// `rspack serve` serves, with the request handlers of scripts/dev-middlewares.cjs. A production
// build takes nothing here.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

const require = createRequire(import.meta.url);
const { apps } = require('./platform.cjs');
const { frontEndSettings } = require('./nginx/prepare.cjs');
const reloadClientPath = path.join(import.meta.dirname, 'dev-reload-client.js');
const reactHookPath = path.join(import.meta.dirname, 'dev-react-hook.js');

/**
 * Set by `npm run dev -- <remote>` when the shell comes from its production build: the page then
 * runs React's production build, which React Refresh cannot drive, so a remote's edits reload the
 * page instead of being swapped in.
 */
export const shellFromDistVariable = 'STOREFRONT_DEV_SHELL_FROM_DIST';

/** React's development build is in the page (React Refresh needs it) when the shell's dev server serves it. */
function pageRunsReactDevelopment(env) {
  return env[shellFromDistVariable] !== 'true';
}

/**
 * SWC's React transform of a development build. Under the production shell, JSX compiles as for
 * production (React's production build has no jsxDEV) and without React Refresh.
 */
export function developmentReactTransform(env = process.env) {
  const development = pageRunsReactDevelopment(env);
  return { runtime: 'automatic', development, refresh: development };
}

/** The app's key in platform.json ('shell', 'onboarding', ...). */
function appKey(federationName) {
  return Object.keys(apps).find((key) => apps[key].federationName === federationName);
}

/**
 * The host names the shell's page may be opened on: a remote's dev server accepts its socket only
 * from these (it answers 'Invalid Host/Origin header' to any other page).
 */
function shellHostnames(env) {
  const origins = (env.STOREFRONT_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).hostname);
  return [...new Set([env.PUBLIC_HOST ?? 'localhost', 'localhost', '127.0.0.1', ...origins])];
}

/**
 * Where the page opens the app's hot-reload socket. A remote's code runs in the shell's page, so
 * its socket goes to the host and port the runtime config gives for the remote; the shell's own
 * socket goes to the page's origin.
 */
function webSocketUrl(key, env) {
  if (key === 'shell') return 'auto://0.0.0.0:0/ws';
  const manifest = new URL(frontEndSettings('shell', env).runtimeConfig.remotes[key]);
  return `${manifest.protocol === 'https:' ? 'wss' : 'ws'}://${manifest.host}/ws`;
}

/**
 * The shell's production security headers, its Content-Security-Policy also letting the page open
 * the remotes' sockets (a ws: address is not covered by the http: origins it already allows).
 */
function shellDevHeaders(env) {
  const { runtimeConfig: config, headers } = frontEndSettings('shell', env);
  const sockets = Object.keys(config.remotes).map((key) => new URL(webSocketUrl(key, env)).origin);
  const csp = headers['Content-Security-Policy'].replace(/connect-src ([^;]*)/, `connect-src $1 ${sockets.join(' ')}`);
  return { ...headers, 'Content-Security-Policy': csp };
}

/**
 * The request handlers of the dev servers (scripts/dev-middlewares.cjs: the shell's runtime
 * config, a remote's build events), loaded only when a dev server is set up: a production build
 * takes nothing of them.
 */
function devMiddlewares() {
  return require('../../scripts/dev-middlewares.cjs');
}

/**
 * @param {object} options
 * @param {string} options.federationName
 * @param {number} options.port      the default port (`rspack serve --port` overrides it)
 * @param {string} [options.publicDir] the shell's public/ folder
 * @param {NodeJS.ProcessEnv} [options.env]
 */
export function devServerOptions({ federationName, port, publicDir, env = process.env }) {
  const key = appKey(federationName);
  const isShell = key === 'shell';
  const common = {
    port,
    host: '127.0.0.1',
    allowedHosts: shellHostnames(env),
    headers: isShell
      ? shellDevHeaders(env)
      : { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' },
    static: isShell ? { directory: publicDir } : false,
    historyApiFallback: isShell,
  };
  if (!isShell && !pageRunsReactDevelopment(env)) {
    // Under the production shell: no socket (its policy forbids it), a reload after each build.
    return {
      ...common,
      hot: false,
      liveReload: false,
      client: false,
      webSocketServer: false,
      setupMiddlewares: (middlewares, devServer) => [devMiddlewares().buildEventsMiddleware(devServer), ...middlewares],
    };
  }
  return {
    ...common,
    hot: true,
    // An update that hot replacement cannot apply reloads the page.
    liveReload: true,
    client: {
      webSocketURL: webSocketUrl(key, env),
      // Build errors cover the page; runtime errors stay in the console, the storefront shows its
      // own screens for them (a remote that fails to load, an API that does not answer).
      overlay: { errors: true, warnings: false, runtimeErrors: false },
    },
    setupMiddlewares: (middlewares) =>
      isShell ? [devMiddlewares().runtimeConfigMiddleware(env), ...middlewares] : middlewares,
  };
}

/** Plugins of a development build only. */
export function developmentPlugins(env = process.env) {
  // Entries without a name go into every entry, the remote's container included (which is what
  // the shell's page runs), in the order they are added.
  const everyEntry = (file) => new rspack.EntryPlugin(import.meta.dirname, file, { name: undefined });
  if (pageRunsReactDevelopment(env)) return [everyEntry(reactHookPath), new ReactRefreshRspackPlugin()];
  return [everyEntry(reloadClientPath)];
}
