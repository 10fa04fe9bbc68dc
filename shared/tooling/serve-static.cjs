// The production server of a front-end app's dist folder: cache headers of ARCHITECTURE.md,
// CORS limited to the storefront's origins, gzip, and (for the shell) the runtime config written
// from environment variables and the single-page fallback.
'use strict';
const { createServer } = require('node:http');
const { readFile, stat } = require('node:fs/promises');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = /^(text\/|application\/json|image\/svg)/;
/** Entry points must be re-read on every load so that a new release shows at once. */
const uncached = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|runtime-config\.json)$/;
const hashed = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

function cacheControlFor(filePath) {
  if (uncached.test(filePath)) return 'no-cache';
  if (hashed.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * @param {object} options
 * @param {string} options.root            dist folder
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {string[]} options.allowedOrigins origins allowed to fetch manifests and chunks
 * @param {() => object} [options.runtimeConfig]  the shell's runtime config
 * @param {boolean} [options.spa]          answer index.html for unknown paths without an extension
 * @param {Record<string,string>} [options.headers] extra headers on every answer (security headers)
 */
function createStaticServer({ root, port, host = '0.0.0.0', allowedOrigins, runtimeConfig, spa = false, headers = {} }) {
  const gzipCache = new Map();

  async function load(relative) {
    const full = path.join(root, relative);
    if (!full.startsWith(root + path.sep) && full !== root) return null;
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      return { full, body: await readFile(full), mtime: info.mtimeMs };
    } catch {
      return null;
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = req.headers.origin;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    let relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    if (relative === 'runtime-config.json' && runtimeConfig) {
      const body = Buffer.from(JSON.stringify(runtimeConfig()));
      res.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-store' });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    let file = await load(relative);
    if (!file && spa && !path.extname(relative)) file = await load('index.html');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end('Not found');
    }
    const type = types[path.extname(file.full)] ?? 'application/octet-stream';
    const answerHeaders = { 'Content-Type': type, 'Cache-Control': cacheControlFor(file.full), 'X-Content-Type-Options': 'nosniff' };
    let body = file.body;
    if (compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 1024) {
      const key = `${file.full}:${file.mtime}`;
      if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body));
      body = gzipCache.get(key);
      answerHeaders['Content-Encoding'] = 'gzip';
      answerHeaders.Vary = res.getHeader('Vary') ? 'Origin, Accept-Encoding' : 'Accept-Encoding';
    }
    answerHeaders['Content-Length'] = String(body.length);
    res.writeHead(200, answerHeaders);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  return {
    server,
    listen: () => new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(server.address().port));
    }),
    close: () => new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    }),
  };
}

module.exports = { createStaticServer, cacheControlFor };
