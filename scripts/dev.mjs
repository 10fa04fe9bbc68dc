// `npm run dev`: the development loop (docs/development.md). The API under `tsx watch`, each
// front-end app under `rspack serve` with hot module replacement, composed exactly as under
// `npm start` (the shell's dev server answers /runtime-config.json from the same settings), and the
// operator console under `rspack serve` in front of the API's operator listener, the page reloaded
// after each change. The parts run on concurrently (scripts/launch/parts.cjs).
// `npm run dev -- <folder>...` serves only the named apps from source and the others from their
// production builds (dist/, built first when missing), as a remote's team works day to day.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { shellFromDistVariable } from '../shared/tooling/dev-server.mjs';
import { devPlan } from './dev-plan.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { prepareFrontEnd } = require('../shared/tooling/nginx/prepare.cjs');
const { runParts } = require('./launch/parts.cjs');
const { untilReady } = require('./launch/readiness.cjs');

const started = Date.now();
let plan;
try {
  plan = devPlan(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

/** True when nothing listens on the port on loopback. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

// Another run (`npm start`, a second `npm run dev`) would answer in this one's place.
const taken = [];
for (const [name, port] of plan.ports) if (!(await portIsFree(port))) taken.push(`${name} ${port}`);
if (taken.length > 0) {
  console.error(
    `Port in use (${taken.join(', ')}): stop what runs there, or move the apps with *_PORT (docs/development.md).`,
  );
  process.exit(1);
}

for (const app of plan.fromDist) {
  if (existsSync(path.join(root, app.folder, 'dist', app.builtMarker))) continue;
  console.log(`${app.folder}/dist is missing: building it...`);
  const build = spawnSync('npm', ['run', 'build', '-w', app.folder], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const rspackCli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin/rspack.js');
/** `rspack serve` of the app in `folder`, on `port`. */
const devServer = (folder, port, env) => ({
  command: process.execPath,
  args: [rspackCli, 'serve', '--port', String(port)],
  cwd: path.join(root, folder),
  env: { ...plan.env, NODE_ENV: 'development', ...env },
});

// The apps from dist/ under nginx on the front-end image's own configuration, as under `npm start`.
const runRoot = mkdtempSync(path.join(os.tmpdir(), 'storefront-dev-'));
process.on('exit', () => rmSync(runRoot, { recursive: true, force: true }));
const distParts = [];
for (const app of plan.fromDist) {
  try {
    const server = prepareFrontEnd(
      app.key,
      { ...plan.env, HOST: '127.0.0.1', PORT: String(app.port), DIST_DIR: path.join(root, app.folder, 'dist'), NGINX_WORKER_PROCESSES: '1' },
      path.join(runRoot, app.key),
    );
    distParts.push({ label: app.key, name: app.key, command: server.command, args: server.args, cwd: root, env: plan.env });
  } catch (error) {
    console.error(`${app.key} (dist) cannot be served: ${error.message}`);
    process.exit(1);
  }
}

let stopping = false;
// Each part in a process group of its own (tsx's watched server goes with tsx), its output
// labelled; one that ends on its own stops the others instead of being started again.
const children = runParts(
  [
    // The API's own dev command (api/package.json), started without npm in between so that the
    // stop signal reaches tsx directly.
    {
      label: 'api',
      name: 'api',
      command: process.execPath,
      args: [require.resolve('tsx/cli'), 'watch', '--conditions=source', 'src/server.ts'],
      cwd: path.join(root, 'api'),
      env: { ...plan.env, PORT: String(plan.apiPort), CORS_ORIGINS: plan.env.CORS_ORIGINS ?? plan.env.STOREFRONT_ORIGINS },
    },
    ...plan.fromSource.map((app) => ({
      label: app.key,
      name: app.key,
      ...devServer(app.folder, app.port, { [shellFromDistVariable]: plan.shellFromDist ? 'true' : 'false' }),
    })),
    ...distParts,
    ...(plan.consoleServer
      ? [{ label: 'console', name: 'console', ...devServer(plan.consoleServer.folder, plan.consoleServer.port, {}) }]
      : []),
  ],
  {
    stopGraceMs: 5000,
    onUnexpectedExit(label, how) {
      console.error(`${label} stopped (${how}); stopping the others.`);
      void stop(1);
    },
  },
);
for (const app of plan.fromDist) console.log(`[${app.key}] serving ${app.folder}/dist on port ${app.port}`);

async function stop(exitCode = 0) {
  if (stopping) {
    // A second Ctrl-C: no more waiting.
    children.killAllNow();
    process.exit(exitCode || 1);
  }
  stopping = true;
  await children.stop();
  process.exit(exitCode);
}
// SIGHUP: the terminal was closed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop());
// npm does not pass a SIGTERM on through the shell it runs this in: when that parent goes, this
// launcher is orphaned, and stops too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 500).unref();
process.on('exit', () => children.killAllNow());

const readyTimeoutMs = 120_000;
const notReady = await untilReady(
  plan.readyUrls.map((url) => ({ url })),
  { timeoutMs: readyTimeoutMs },
);
if (notReady.length && !stopping) {
  console.error(`The development loop did not start: not ready after ${readyTimeoutMs / 1000} s:`);
  for (const { url, found } of notReady) console.error(`  ${url} ${found}.`);
  await stop(1);
}
if (!stopping) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const fromSource = plan.fromSource.map((app) => app.folder).join(', ');
  const fromDist = plan.fromDist.map((app) => app.folder).join(', ');
  console.log(`\nDevelopment loop ready in ${seconds} s: open ${plan.shellUrl}`);
  const reload = plan.shellFromDist
    ? 'the page reloads after each change (the production shell runs React without hot replacement)'
    : 'hot replacement, the page reloading only when a change cannot be swapped in';
  console.log(`From source: ${fromSource} (${reload}), and the API (${plan.apiUrl}, restarted on each change).`);
  if (fromDist) console.log(`From dist/ (production builds): ${fromDist}.`);
  if (plan.consoleServer) console.log(`Operator console: ${plan.consoleServer.url} (from source, the page reloading after each change).`);
  console.log('Stop with Ctrl-C.');
}
