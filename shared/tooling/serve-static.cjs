// The production server of a front-end app's dist folder: cache headers of ARCHITECTURE.md,
// CORS limited to the storefront's origins, gzip, and (for the shell) the runtime config written
// from environment variables and the single-page fallback.
//
// It faces the internet directly, so every request gets an answer and none can stop it: a target
// that does not decode or names something outside the folder is refused with a 4xx, bytes the
// HTTP parser refuses (a NUL in a header, a broken request line) with a problem+json, an unexpected
// failure is logged on one line and answered 500 without detail, and Node's header, request and
// keep-alive timeouts plus a connection cap keep slow or idle clients from holding it.
// It needs Node alone (the front-end image has no node_modules).
'use strict';
const { createServer, STATUS_CODES } = require('node:http');
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
const uncached = /(^|\/)(index\.html|mf-manifest\.json|remoteEntry\.js|runtime-config\.json)$/;
const hashed = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
const allowedMethods = 'GET, HEAD, OPTIONS';
/** Longer paths are no file of a dist folder; the file system would refuse them anyway. */
const maxPathLength = 2048;

/**
 * How long a client may take and how many may be connected; each is an environment setting of
 * serve-app.cjs. The header timeout is what cuts off a client that sends its headers a byte at a
 * time to hold a connection (slowloris); the connection timeout, one that stops reading what it
 * asked for. Keep-alive is Node's default: in the default deploy browsers connect directly.
 */
const serverLimitDefaults = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  connectionTimeoutMs: 60_000,
  // A held connection costs about 9 KB: 10,000 is some 90 MB. The cap keeps a flood from taking
  // all the process's memory and files; a lower one would turn away visitors sooner in a flood.
  maxConnections: 10_000,
});

const statusTexts = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  414: 'URI too long',
  500: 'Internal server error',
};

/**
 * What Node's HTTP parser refuses before there is a request to route (`clientError`), by its error
 * code: the status and the detail of the problem+json answer (Node's own is a bare 400). Its type
 * is about:blank, so its title is the status's phrase (RFC 9457).
 */
function parseRefusal(code) {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: 'The request did not arrive in time.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: 'The request headers are too large.' };
  if (code === 'HPE_INVALID_HEADER_TOKEN')
    return {
      status: 400,
      detail: 'A request header holds a character HTTP does not allow (a NUL byte or another control character).',
    };
  if (['HPE_INVALID_METHOD', 'HPE_INVALID_URL', 'HPE_INVALID_VERSION', 'HPE_INVALID_CONSTANT'].includes(code))
    return { status: 400, detail: 'The request line is not a method, a target and an HTTP version.' };
  return { status: 400, detail: 'The request is not valid HTTP.' };
}

/**
 * Answers a connection the parser refused with a problem+json, then closes it. Nothing is written
 * on a connection that is gone, or whose answer to an earlier request has begun (that would
 * corrupt it): it is only closed.
 */
function answerClientError(error, socket) {
  const inFlight = socket._httpMessage && socket._httpMessage.headersSent;
  if (error.code !== 'ECONNRESET' && socket.writable && !inFlight) {
    const { status, detail } = parseRefusal(error.code);
    const body = JSON.stringify({ type: 'about:blank', title: STATUS_CODES[status], status, detail });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function cacheControlFor(filePath) {
  if (uncached.test(filePath)) return 'no-cache';
  if (hashed.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * The file path a request target names, relative to the dist folder, or the status refusing it.
 * Accepts origin-form (`/a/b?q`) and absolute-form (`http://host/a/b`) targets. Dot segments are
 * refused rather than resolved: browsers resolve them before sending, so only a probe sends one.
 * @param {string} target req.url
 * @returns {{ relative: string } | { status: 400 | 414 }}
 */
function resolveTarget(target) {
  let pathname;
  if (target.startsWith('/')) pathname = target;
  else {
    const absolute = /^https?:\/\/[^/?#]*([/?#].*)?$/is.exec(target);
    if (!absolute) return { status: 400 };
    pathname = absolute[1] && absolute[1].startsWith('/') ? absolute[1] : '/';
  }
  pathname = pathname.replace(/[?#].*$/s, '');
  if (pathname.length > maxPathLength) return { status: 414 };
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 }; // a stray '%', a cut or over-long UTF-8 sequence
  }
  // Control characters (NUL above all) and backslashes name no file a build writes.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return { status: 400 };
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return { status: 400 };
  return { relative: decoded.replace(/^\/+/, '') };
}

/** The source map comment at the end of a built script or stylesheet, if any, cut off. */
function withoutSourceMapComment(body) {
  const tail = body.subarray(Math.max(0, body.length - 512)).toString('latin1');
  const comment = /\n?(?:\/\/# sourceMappingURL=[^\n]*|\/\*# sourceMappingURL=[^\n]*?\*\/)\s*$/.exec(tail);
  return comment ? body.subarray(0, body.length - (tail.length - comment.index)) : body;
}

/** A value a client chose, safe to put in a log line. */
function forLog(value) {
  const text = String(value ?? '');
  return JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}...` : text);
}

/** One line about a failure: its name and message, never its stack. */
function describeError(error) {
  if (error instanceof Error)
    return `${error.name}${error.code ? ` ${error.code}` : ''}: ${error.message}`.replace(/\s+/g, ' ');
  return forLog(error);
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
 * @param {boolean} [options.serveSourceMaps] serve `*.map` and keep the scripts' links to them
 * @param {Partial<typeof serverLimitDefaults>} [options.limits]
 * @param {(line: string) => void} [options.log] where failures are reported, one line each
 */
function createStaticServer({
  root,
  port,
  host = '0.0.0.0',
  allowedOrigins,
  runtimeConfig,
  spa = false,
  headers = {},
  serveSourceMaps = false,
  limits = {},
  log = (line) => console.error(line),
}) {
  const gzipCache = new Map();
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, connectionTimeoutMs, maxConnections } = {
    ...serverLimitDefaults,
    ...limits,
  };

  /** The file, or null when there is none (a folder is none: nothing is listed). */
  async function load(relative) {
    const full = path.join(root, relative);
    if (!full.startsWith(root + path.sep) && full !== root) return null;
    let info;
    try {
      info = await stat(full);
    } catch (error) {
      if (['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'].includes(error.code)) return null;
      throw error;
    }
    if (!info.isFile()) return { folder: true };
    return { full, body: await readFile(full), mtime: info.mtimeMs };
  }

  function answer(res, status) {
    const body = statusTexts[status];
    const extra = status === 405 ? { Allow: allowedMethods } : {};
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': String(Buffer.byteLength(body)),
      ...extra,
    });
    res.end(body);
  }

  async function handle(req, res) {
    const origin = req.headers.origin;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Vary on every answer of a server that allows origins: the browser's cache must not hand the
    // answer to a plain <link> or <script> (no Origin, no allow header) to a later CORS read.
    if (allowedOrigins.length > 0) res.setHeader('Vary', 'Origin');
    if (origin && allowedOrigins.includes(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405);
    const target = resolveTarget(req.url ?? '/');
    if ('status' in target) return answer(res, target.status);
    let relative = target.relative;
    if (relative === 'runtime-config.json' && runtimeConfig) {
      const body = Buffer.from(JSON.stringify(runtimeConfig()));
      res.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-store' });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (!serveSourceMaps && relative.endsWith('.map')) return answer(res, 404);
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    let file = await load(relative);
    if (!file && spa && !path.extname(relative)) file = await load('index.html');
    if (!file || file.folder) return answer(res, 404);
    const extension = path.extname(file.full);
    const type = types[extension] ?? 'application/octet-stream';
    const answerHeaders = {
      'Content-Type': type,
      'Cache-Control': cacheControlFor(file.full),
      'X-Content-Type-Options': 'nosniff',
    };
    // Without the maps, a link to one would only fill the visitor's DevTools with failed loads.
    let body =
      !serveSourceMaps && (extension === '.js' || extension === '.css')
        ? withoutSourceMapComment(file.body)
        : file.body;
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
  }

  function fail(req, res, error) {
    log(`static server: ${req.method} ${forLog(req.url)} failed: ${describeError(error)}`);
    try {
      if (res.headersSent) res.destroy();
      else answer(res, 500);
    } catch {
      res.destroy();
    }
  }

  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // Node checks the two timeouts above on this period (30 s by default), so a short timeout
      // needs a shorter period to mean what it says.
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(headersTimeoutMs / 4))),
    },
    (req, res) => {
      handle(req, res).catch((error) => fail(req, res, error));
    },
  );
  server.on('clientError', answerClientError);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.timeout = connectionTimeoutMs; // a socket with no traffic this long is closed
  server.maxConnections = maxConnections;
  // Node answers nothing to CONNECT and drops the socket; a proxy probe gets a plain refusal.
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    const body = statusTexts[405];
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  return {
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server.address().port);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/**
 * Keeps a server process serving through a failure nothing else caught: the failure is logged on
 * one line and the process goes on. What serves requests catches its own failures; this is the
 * last guard for the rest (a timer, a stream event).
 * @param {(line: string) => void} [log]
 */
function keepServingThroughFailures(log = (line) => console.error(line)) {
  process.on('uncaughtException', (error) => log(`static server: uncaught ${describeError(error)}`));
  process.on('unhandledRejection', (reason) => log(`static server: unhandled rejection ${describeError(reason)}`));
}

module.exports = {
  createStaticServer,
  cacheControlFor,
  resolveTarget,
  serverLimitDefaults,
  keepServingThroughFailures,
};
