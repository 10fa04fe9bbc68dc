/**
 * @jest-environment node
 */
// The front ends' production server, started in-process on a free port over a dist folder made
// for the test, driven with the requests an attacker sends (raw sockets: fetch would normalise or
// refuse most of them) and with slow clients.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const { createStaticServer } = require('../serve-static.cjs');
const { serveApp, serverLimitsFromEnv } = require('../serve-app.cjs');

interface Started {
  port: number;
  close(): Promise<void>;
  server: import('node:http').Server;
}

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

const hashedScript = 'assets/app.0123abcd89.js';
const scriptSource = 'console.log("storefront");\n';
const secret = 'not-for-visitors';
let workDir: string;
let dist: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  dist = path.join(workDir, 'dist');
  mkdirSync(path.join(dist, 'assets/nested'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Storefront shell</title>');
  writeFileSync(path.join(dist, hashedScript), `${scriptSource}//# sourceMappingURL=app.0123abcd89.js.map`);
  writeFileSync(
    path.join(dist, `${hashedScript}.map`),
    JSON.stringify({ version: 3, sources: ['src/app.ts'], mappings: '' }),
  );
  writeFileSync(
    path.join(dist, 'assets/site.0123abcd89.css'),
    'body{margin:0}\n/*# sourceMappingURL=site.0123abcd89.css.map*/',
  );
  writeFileSync(path.join(dist, 'assets/site.0123abcd89.css.map'), '{}');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"remote"}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote;');
  writeFileSync(path.join(workDir, 'secret.txt'), secret);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function start(options: Record<string, unknown> = {}): Promise<Started> {
  const server = createStaticServer({
    root: dist,
    port: 0,
    host: '127.0.0.1',
    allowedOrigins: ['http://shell.example'],
    log: () => undefined,
    ...options,
  });
  const port = await server.listen();
  return { port, close: server.close, server: server.server };
}

/** Sends `text` as is on a new connection and reads the answer until the server closes it. */
function raw(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      const [head, body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
    socket.write(text);
  });
}

function get(port: number, target: string, method = 'GET'): Promise<RawAnswer> {
  return raw(port, `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
}

function header(answer: RawAnswer, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(answer.head)?.[1];
}

/** What the server sent on the socket, once it has closed it. */
function closed(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  return new Promise((resolve) => socket.on('close', () => resolve(received)));
}

function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const check = async () => {
      if (await condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error(`never: ${what}`));
      setTimeout(check, 20);
    };
    void check();
  });
}

describe('a malformed or hostile request target', () => {
  let site: Started;
  beforeAll(async () => {
    // The shell's server: its single-page fallback must not turn a refused path into the page.
    site = await start({ spa: true });
  });
  afterAll(() => site.close());

  const targets: Array<[string, number]> = [
    ['/%', 400],
    ['/%ff', 400],
    ['/assets/%E0%A4%A', 400],
    ['/%c0%ae', 400],
    ['/%c0%ae%c0%ae/secret.txt', 400],
    ['/%zz', 400],
    ['/../secret.txt', 400],
    ['/assets/../../secret.txt', 400],
    ['/%2e%2e/secret.txt', 400],
    ['/%2E%2E%2Fsecret.txt', 400],
    ['/..%2fsecret.txt', 400],
    ['/assets/..%5c..%5csecret.txt', 400],
    ['/./index.html', 400],
    ['/index.html%00', 400],
    ['/%00/../secret.txt', 400],
    ['/assets%0d%0aSet-Cookie:%20a=b', 400],
    [`/${'a'.repeat(3000)}`, 414],
    [`/${'%41'.repeat(1000)}`, 414],
    [`/${'a'.repeat(20000)}`, 431],
    ['*', 400],
    ['index.html', 400],
    ['/assets', 404],
    ['/assets/', 404],
    ['/assets/nested', 404],
  ];
  const shown = (target: string) =>
    target.length > 60 ? `${target.slice(0, 12)}... (${target.length} characters)` : target;

  it.each(targets.map(([target, status]) => [shown(target), status, target] as const))(
    '%s answers %i, and the server goes on answering',
    async (_shown, status, target) => {
      const answer = await get(site.port, target);
      expect(answer.status).toBe(status);
      expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toMatch(/Error|\n\s+at /);
      const after = await get(site.port, '/');
      expect(after.status).toBe(200);
      expect(after.body).toContain('Storefront shell');
    },
  );

  it('serves the path of an absolute-form target, whatever host it names', async () => {
    const answer = await get(site.port, 'http://evil.example/assets/app.0123abcd89.js');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('storefront');
    expect((await get(site.port, 'http://evil.example/%')).status).toBe(400);
  });

  it('answers a raw NUL byte in the target 400', async () => {
    expect((await get(site.port, '/index.html\u0000.js')).status).toBe(400);
    expect((await get(site.port, '/')).status).toBe(200);
  });

  it.each([
    [
      'a NUL byte in a header value',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Country-Key: A\u0000E\r\n\r\n',
      /^A request header holds a character HTTP does not allow/,
    ],
    [
      'a NUL byte in a header name',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-\u0000: b\r\n\r\n',
      /^A request header holds a character HTTP does not allow/,
    ],
    [
      'a header name with spaces',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: b\r\n\r\n',
      /^A request header holds a character HTTP does not allow/,
    ],
    [
      'a NUL byte in the target',
      'GET /index.html\u0000.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      /^The request line is not/,
    ],
    ['an unknown HTTP version', 'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n', /^The request line is not/],
    ['a request line that is no HTTP', 'NOT HTTP AT ALL\r\n\r\n', /^The request line is not/],
    [
      'a length and a chunked body at once',
      'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      /^The request is not valid HTTP\.$/,
    ],
  ])('answers %s the parser refuses as a 400 problem, and closes the connection', async (_what, request, detail) => {
    const socket = connect(site.port, '127.0.0.1');
    const ended = closed(socket);
    socket.write(request);
    const [head, body] = (await ended).split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/^Content-Type: application\/problem\+json; charset=utf-8$/im);
    expect(head).toMatch(/^Connection: close$/im);
    expect(JSON.parse(body)).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: expect.stringMatching(detail),
    });
    expect(body).not.toMatch(/Error|\n\s+at |HPE_/);
    expect((await get(site.port, '/')).status).toBe(200);
  });

  it('answers headers over the size limit as a 431 problem', async () => {
    const answer = await raw(site.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(header(answer, 'Content-Type')).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({
      type: 'about:blank',
      title: 'Request Header Fields Too Large',
      status: 431,
      detail: 'The request headers are too large.',
    });
  });

  it('keeps the single-page fallback for the routes of the shell', async () => {
    const answer = await get(site.port, '/credit-cards/ae?utm=1');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Storefront shell');
  });
});

describe('methods', () => {
  let site: Started;
  beforeAll(async () => {
    site = await start();
  });
  afterAll(() => site.close());

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND'])(
    '%s answers 405 with the allowed methods',
    async (method) => {
      const answer = await get(site.port, '/index.html', method);
      expect(answer.status).toBe(405);
      expect(header(answer, 'Allow')).toBe('GET, HEAD, OPTIONS');
    },
  );

  it('CONNECT answers 405 with the allowed methods instead of a dropped connection', async () => {
    const answer = await raw(site.port, 'CONNECT internal.example:443 HTTP/1.1\r\nHost: internal.example:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(header(answer, 'Allow')).toBe('GET, HEAD, OPTIONS');
    expect((await get(site.port, '/')).status).toBe(200);
  });

  it('HEAD answers the headers of GET without the body', async () => {
    const head = await get(site.port, `/${hashedScript}`, 'HEAD');
    const full = await get(site.port, `/${hashedScript}`);
    expect(head.status).toBe(200);
    expect(header(head, 'Content-Length')).toBe(header(full, 'Content-Length'));
    expect(head.body).toBe('');
  });

  it('OPTIONS answers the CORS preflight of an allowed origin', async () => {
    const res = await fetch(`http://127.0.0.1:${site.port}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://shell.example' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://shell.example');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  });
});

describe('a failure while answering', () => {
  it('is logged on one line and answered 500 without detail, and the server goes on', async () => {
    const lines: string[] = [];
    const site = await start({
      log: (line: string) => lines.push(line),
      runtimeConfig: () => {
        throw new Error('config store unreachable at /srv/secret/path');
      },
    });
    try {
      const res = await fetch(`http://127.0.0.1:${site.port}/runtime-config.json`);
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).toBe('Internal server error');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('config store unreachable');
      expect(lines[0]).not.toContain('\n');
      expect(lines[0]).not.toMatch(/\bat .*serve-static/);
      expect((await fetch(`http://127.0.0.1:${site.port}/index.html`)).status).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe('source maps', () => {
  it('are not served by default, and the scripts and stylesheets do not link to them', async () => {
    const site = await start();
    try {
      const base = `http://127.0.0.1:${site.port}`;
      expect((await fetch(`${base}/${hashedScript}.map`)).status).toBe(404);
      expect((await fetch(`${base}/assets/site.0123abcd89.css.map`)).status).toBe(404);
      const script = await fetch(`${base}/${hashedScript}`);
      expect(await script.text()).toBe(scriptSource.trimEnd());
      expect(await (await fetch(`${base}/assets/site.0123abcd89.css`)).text()).toBe('body{margin:0}');
    } finally {
      await site.close();
    }
  });

  it('are served, and linked, with the setting on (a staging host)', async () => {
    const site = await serveApp('support', { DIST_DIR: dist, PORT: '0', HOST: '127.0.0.1', SERVE_SOURCE_MAPS: 'true' });
    const port = await site.listen();
    try {
      const map = await fetch(`http://127.0.0.1:${port}/${hashedScript}.map`);
      expect(map.status).toBe(200);
      expect(await map.json()).toMatchObject({ sources: ['src/app.ts'] });
      expect(await (await fetch(`http://127.0.0.1:${port}/${hashedScript}`)).text()).toContain(
        '//# sourceMappingURL=app.0123abcd89.js.map',
      );
    } finally {
      await site.close();
    }
  });

  it('the setting takes only true or false', () => {
    expect(() => serveApp('support', { DIST_DIR: dist, SERVE_SOURCE_MAPS: 'yes' })).toThrow(
      'SERVE_SOURCE_MAPS must be true or false',
    );
  });
});

describe('cache headers and CORS', () => {
  let site: Started;
  beforeAll(async () => {
    site = await start();
  });
  afterAll(() => site.close());

  it.each([
    ['/index.html', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    [`/${hashedScript}`, 'public, max-age=31536000, immutable'],
  ])('%s: Cache-Control %s', async (target, cacheControl) => {
    const res = await fetch(`http://127.0.0.1:${site.port}${target}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cacheControl);
  });

  it('lets only the allowed origins read', async () => {
    const url = `http://127.0.0.1:${site.port}/mf-manifest.json`;
    expect(
      (await fetch(url, { headers: { Origin: 'http://shell.example' } })).headers.get('access-control-allow-origin'),
    ).toBe('http://shell.example');
    expect(
      (await fetch(url, { headers: { Origin: 'http://evil.example' } })).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('varies on Origin even for a request without one, so a cached plain load never answers a CORS read', async () => {
    const res = await fetch(`http://127.0.0.1:${site.port}/${hashedScript}`);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
  });
});

describe('slow and idle clients', () => {
  it('cuts off a client that sends its headers slowly, while others are answered', async () => {
    const site = await start({ limits: { headersTimeoutMs: 300, requestTimeoutMs: 1000 } });
    const socket = connect(site.port, '127.0.0.1');
    const ended = closed(socket);
    let open = true;
    void ended.then(() => (open = false));
    try {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      // One more header byte every 50 ms: the connection never idles, its headers never end.
      let sent = 0;
      const trickle = setInterval(() => {
        if (open) socket.write(sent++ % 2 ? 'a' : 'X-Slow: ');
      }, 50);
      const normal = await fetch(`http://127.0.0.1:${site.port}/index.html`);
      expect(normal.status).toBe(200);
      const received = await ended;
      clearInterval(trickle);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(received).toMatch(/^Content-Type: application\/problem\+json; charset=utf-8$/im);
      expect((await fetch(`http://127.0.0.1:${site.port}/index.html`)).status).toBe(200);
    } finally {
      socket.destroy();
      await site.close();
    }
  });

  it('closes a kept-alive connection that stays idle', async () => {
    const site = await start({ limits: { keepAliveTimeoutMs: 2000 } });
    const socket = connect(site.port, '127.0.0.1');
    const ended = closed(socket);
    try {
      socket.write('GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const received = await ended;
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
      expect(received).toMatch(/\r\nKeep-Alive: timeout=2\r\n/i);
    } finally {
      socket.destroy();
      await site.close();
    }
  });

  it('closes a connection on which nothing moves, before its headers are due', async () => {
    const site = await start({
      limits: { headersTimeoutMs: 30_000, requestTimeoutMs: 30_000, connectionTimeoutMs: 200 },
    });
    const socket = connect(site.port, '127.0.0.1');
    try {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      expect(await closed(socket)).toBe('');
      expect((await fetch(`http://127.0.0.1:${site.port}/index.html`)).status).toBe(200);
    } finally {
      socket.destroy();
      await site.close();
    }
  });

  it('accepts no more connections than the cap, and serves again once one closes', async () => {
    const site = await start({ limits: { maxConnections: 2 } });
    const held = [connect(site.port, '127.0.0.1'), connect(site.port, '127.0.0.1')];
    try {
      await until(
        () => new Promise((resolve) => site.server.getConnections((_e, count) => resolve(count === 2))),
        'the two held connections reach the server',
      );
      const refused = await get(site.port, '/index.html').catch(() => ({ status: 0, head: '', body: '' }));
      expect(refused.status).toBe(0); // dropped without an answer
      held[0].destroy();
      await until(
        () => new Promise((resolve) => site.server.getConnections((_e, count) => resolve(count < 2))),
        'the server sees the connection close',
      );
      expect((await get(site.port, '/index.html')).status).toBe(200);
    } finally {
      held.forEach((socket) => socket.destroy());
      await site.close();
    }
  });
});

describe('settings of serve-app.cjs', () => {
  it('sets the timeouts and the cap from the environment', async () => {
    const site = serveApp('support', {
      DIST_DIR: dist,
      HEADERS_TIMEOUT_MS: '4000',
      REQUEST_TIMEOUT_MS: '8000',
      KEEP_ALIVE_TIMEOUT_MS: '2500',
      CONNECTION_TIMEOUT_MS: '20000',
      MAX_CONNECTIONS: '64',
    });
    expect(site.server).toMatchObject({
      headersTimeout: 4000,
      requestTimeout: 8000,
      keepAliveTimeout: 2500,
      timeout: 20000,
      maxConnections: 64,
    });
  });

  it('defaults to finite timeouts and a cap', () => {
    const limits = serverLimitsFromEnv({});
    expect(limits).toEqual({
      headersTimeoutMs: 10000,
      requestTimeoutMs: 30000,
      keepAliveTimeoutMs: 5000,
      connectionTimeoutMs: 60000,
      maxConnections: 10000,
    });
  });

  it.each([
    [{ MAX_CONNECTIONS: 'lots' }, 'MAX_CONNECTIONS must be a whole number of 1 or more, not "lots"'],
    [{ HEADERS_TIMEOUT_MS: '-1' }, 'HEADERS_TIMEOUT_MS must be a whole number of 1 or more'],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS must be a whole number of 1 or more'],
    [
      { HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' },
      'HEADERS_TIMEOUT_MS (60000) must not be longer than REQUEST_TIMEOUT_MS (30000)',
    ],
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS must be a whole number of 1 or more'],
  ])('refuses %j', (env, message) => {
    expect(() => serverLimitsFromEnv(env)).toThrow(message);
  });
});

describe('the server process (node serve-app.cjs <app>)', () => {
  const serveAppFile = path.join(__dirname, '../serve-app.cjs');
  const serveStaticFile = path.join(__dirname, '../serve-static.cjs');

  it('logs a failure nothing caught on one line and goes on serving', async () => {
    // A process as serve-app.cjs runs it, with a failure in a timer and a promise nobody awaits.
    const script = `
      const { createStaticServer, keepServingThroughFailures } = require(${JSON.stringify(serveStaticFile)});
      keepServingThroughFailures();
      const server = createStaticServer({ root: ${JSON.stringify(dist)}, port: 0, host: '127.0.0.1', allowedOrigins: [] });
      server.listen().then((port) => {
        setTimeout(() => { throw new Error('a timer failed'); }, 0);
        Promise.reject(new Error('nobody awaited this'));
        setTimeout(() => console.log('port ' + port), 50);
      });`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    try {
      await until(() => /port \d+/.test(stdout) || child.exitCode !== null, 'the process reports its port');
      expect(child.exitCode).toBeNull();
      const port = Number(/port (\d+)/.exec(stdout)![1]);
      expect((await fetch(`http://127.0.0.1:${port}/index.html`)).status).toBe(200);
      const lines = stderr.trim().split('\n');
      expect(lines.sort()).toEqual([
        'static server: uncaught Error: a timer failed',
        'static server: unhandled rejection Error: nobody awaited this',
      ]);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('exits when it cannot listen, so that what runs it starts it again', async () => {
    const taken = createNetServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as import('node:net').AddressInfo).port;
    try {
      const result = spawnSync(process.execPath, [serveAppFile, 'support'], {
        env: { PATH: process.env.PATH, DIST_DIR: dist, PORT: String(port), HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 10_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('support could not listen');
    } finally {
      taken.close();
    }
  });
});
