// `npm start`: builds every app in production mode, then serves the API (embedded database,
// seeded catalog, mails written as .eml files) and the five front-end apps on their ports.
// `npm start -- --no-build` serves what is already built.
//
// Each app runs in its own process, as in its container: the API as `node api/dist/server.js`, each
// front end as Debian's nginx on the front-end image's own configuration (shared/tooling/nginx),
// run by concurrently (scripts/launch/parts.cjs): one that ends is started again, and stopping this
// launcher (Ctrl-C, SIGTERM) stops them all. The operator console is served by the API's operator
// listener (OPERATOR_PORT). NGINX_WORKER_PROCESSES (1 here) sets each front end's nginx workers. API_PORT, SHELL_PORT, ONBOARDING_PORT,
// ELIGIBILITY_PORT, RECOMMENDATIONS_PORT and SUPPORT_PORT move an app to another port; the URLs the
// apps give the browser follow. READY_TIMEOUT_MS bounds the wait for every app to answer at start.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { runParts } = require('./launch/parts.cjs');
const { untilReady } = require('./launch/readiness.cjs');
const { prepareFrontEnd } = require('../shared/tooling/nginx/prepare.cjs');
const platform = require('../shared/tooling/platform.cjs');

/** The remotes first, then the shell that loads them. */
const frontEnds = [...platform.remoteKeys, ...platform.frontEndKeys.filter((key) => !platform.remoteKeys.includes(key))];
/** How long the API (migrations, catalog seed) and the front ends may take to answer at start. */
const readyTimeoutMs = setting(() => whole('READY_TIMEOUT_MS', process.env.READY_TIMEOUT_MS ?? 120_000));

const started = Date.now();
if (!process.argv.includes('--no-build')) {
  console.log('Building the API, the operator console, the shell and the four remotes...');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** A whole number setting of 1 or more. */
function whole(name, value) {
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new Error(`${name} must be a whole number of 1 or more, not ${JSON.stringify(value)}`);
  return Number(text);
}

/** A setting read by `read`; a typo stops the launcher, saying why, rather than starting with a guess. */
function setting(read) {
  try {
    return read();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

/** The operator listener's port: OPERATOR_PORT, or the settings module's. */
function consolePortOf(env) {
  const { port, portVariable } = platform.operatorConsole;
  return env[portVariable] ? whole(portVariable, env[portVariable]) : port;
}

function portOf(key) {
  return setting(() => platform.portOf(key, process.env));
}

const host = process.env.PUBLIC_HOST ?? 'localhost';
const urls = platform.storefrontUrls(host, portOf);
// The launcher's own PORT or DIST_DIR would put every front end on one port or folder.
const { PORT: _port, DIST_DIR: _distDir, ...inherited } = process.env;
const frontEndEnv = {
  ...inherited,
  NGINX_WORKER_PROCESSES: process.env.NGINX_WORKER_PROCESSES ?? '1',
  API_BASE_URL: process.env.API_BASE_URL ?? urls.apiBaseUrl,
  STOREFRONT_ORIGINS: process.env.STOREFRONT_ORIGINS ?? urls.shellOrigins,
  ...platform.remoteUrlSettings(process.env, urls.remoteManifest),
};
/** Each front end's rendered configuration, pid file and temporary files. */
const runRoot = mkdtempSync(path.join(os.tmpdir(), 'storefront-start-'));
process.on('exit', () => rmSync(runRoot, { recursive: true, force: true }));
const frontEndCommands = Object.fromEntries(
  frontEnds.map((key) => [
    key,
    setting(() =>
      prepareFrontEnd(
        key,
        { ...frontEndEnv, PORT: String(portOf(key)), DIST_DIR: path.join(root, platform.apps[key].folder, 'dist') },
        path.join(runRoot, key),
      ),
    ),
  ]),
);
const consolePort = setting(() => consolePortOf(process.env));

const parts = runParts(
  [
    {
      label: 'The API',
      name: 'api',
      command: process.execPath,
      args: [path.join(root, 'api/dist/server.js')],
      cwd: path.join(root, 'api'),
      // Development postback secrets for `npm run partner-sandbox` (the API never accepts them when NODE_ENV=production).
      env: {
        ...inherited, PORT: String(portOf('api')), CORS_ORIGINS: process.env.CORS_ORIGINS ?? urls.shellOrigins,
        PARTNER_DEV_SECRETS: process.env.PARTNER_DEV_SECRETS ?? 'true',
      },
    },
    ...frontEnds.map((key) => {
      const { command, args } = frontEndCommands[key];
      return { label: `The ${key} server`, name: key, command, args, cwd: root, env: frontEndEnv };
    }),
  ],
  { restart: true, announce: true },
);

/** Called again while stopping (a second Ctrl-C), it kills what is left at once. */
async function stop(code) {
  if (!parts.stopping) console.log('Stopping the storefront...');
  await parts.stop();
  process.exit(code);
}
// SIGHUP: the terminal that ran it was closed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
// `npm start` runs this under a shell that does not pass on npm's signals: when that parent goes
// (npm stopped with SIGTERM, a closed terminal), this launcher is orphaned and stops too.
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(parentWatch);
  void stop(0);
}, 500).unref();
// A fault of the launcher itself must not leave the apps running without it.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    console.error(`The launcher failed: ${error instanceof Error ? error.message : String(error)}`);
    void stop(1);
  });
}

// The storefront is ready when its API is (migrations applied, catalog seeded), every front end
// answers and so does the operator console on the API's operator listener.
const notReady = await untilReady(
  [
    { name: 'The API', url: `http://127.0.0.1:${portOf('api')}/ready` },
    ...frontEnds.map((key) => ({
      name: `The ${key} server`,
      url: `http://127.0.0.1:${portOf(key)}/`,
      ok: (status) => status < 500,
    })),
    { name: 'The operator console', url: `http://127.0.0.1:${consolePort}/` },
  ],
  { timeoutMs: readyTimeoutMs },
);
if (notReady.length && !parts.stopping) {
  console.error(`The storefront did not become ready within ${readyTimeoutMs / 1000} s:`);
  for (const { name, url, found } of notReady) console.error(`  ${name} (${url}) ${found}.`);
  await stop(1);
}
if (!parts.stopping) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const remotePorts = platform.remoteKeys.map(portOf).join(', ');
  console.log(`\nStorefront ready in ${seconds} s: open http://${host}:${portOf('shell')}`);
  console.log(`API on ${urls.apiBaseUrl} (docs at /docs); remotes on ports ${remotePorts}.`);
  console.log(`Operator console on http://${host}:${consolePort} (the first admin's setup link is in the API's log).`);
}
