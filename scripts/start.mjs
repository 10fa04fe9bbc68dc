// `npm start`: builds every app in production mode, then serves the API (embedded database,
// seeded catalog, mails written as .eml files) and the five front-end apps on their ports.
// `npm start -- --no-build` serves what is already built.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const apps = require('../shared/src/apps.json');
const { serveApp } = require('../shared/tooling/serve-app.cjs');

const started = Date.now();
if (!process.argv.includes('--no-build')) {
  console.log('Building the API, the shell and the four remotes...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const host = process.env.PUBLIC_HOST ?? 'localhost';
const api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.API_PORT ?? String(apps.api.port),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? `http://${host}:${apps.shell.port},http://127.0.0.1:${apps.shell.port}`,
  },
});

/** The storefront is ready when its API is: migrations applied and catalog seeded. */
async function waitForApi(url, timeoutMs = 60000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (api.exitCode !== null) throw new Error(`The API exited with ${api.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not become ready within ${timeoutMs / 1000} s`);
}

const servers = [];
for (const key of ['onboarding', 'eligibility', 'recommendations', 'support', 'shell']) {
  const server = serveApp(key, { ...process.env, PORT: undefined, DIST_DIR: undefined });
  await server.listen();
  servers.push(server);
}
await waitForApi(`http://127.0.0.1:${process.env.API_PORT ?? apps.api.port}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nStorefront ready in ${seconds} s: open http://${host}:${apps.shell.port}`);
console.log(`API on http://${host}:${apps.api.port} (docs at /docs); remotes on ports 3001-3004.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(servers.map((s) => s.close()));
  api.kill('SIGTERM');
}
api.on('exit', (code) => {
  if (!stopping) console.error(`The API stopped (exit ${code}).`);
  void stop().then(() => process.exit(code ?? 0));
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
