'use strict';
// What the dev servers of `npm run dev` answer beyond Rspack's own: the shell's runtime config and,
// under the production shell, a remote's finished builds. Wired in by the apps' dev-server settings
// (shared/tooling/dev-server.mjs), which `rspack serve` reads.
const { frontEndSettings } = require('../shared/tooling/nginx/prepare.cjs');

/** The shell's runtime config, from the same environment variables (and the same checks) as in production. */
function runtimeConfigMiddleware(env) {
  const body = JSON.stringify(frontEndSettings('shell', env).runtimeConfig);
  return {
    name: 'runtime-config',
    path: '/runtime-config.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    },
  };
}

const buildEventsPath = '/__storefront-dev/builds';

/**
 * Server-sent events of a remote's dev server under the production shell: the hash of each
 * build that finished without errors, the latest one first (read by
 * shared/tooling/dev-reload-client.js).
 */
function buildEventsMiddleware(devServer) {
  const listeners = new Set();
  let latest = null;
  devServer.compiler.hooks.done.tap('StorefrontBuildEvents', (stats) => {
    if (stats.hasErrors()) return;
    latest = stats.hash;
    for (const send of listeners) send(latest);
  });
  return {
    name: 'storefront-build-events',
    path: buildEventsPath,
    middleware: (req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
      });
      const send = (hash) => res.write(`data: ${hash}\n\n`);
      listeners.add(send);
      if (latest) send(latest);
      req.on('close', () => listeners.delete(send));
    },
  };
}

module.exports = { runtimeConfigMiddleware, buildEventsMiddleware };
