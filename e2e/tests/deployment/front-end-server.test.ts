/**
 * The front ends' server: Debian's nginx on the front-end image's own configuration
 * (shared/tooling/nginx, rendered as the image's entrypoint renders it), over the built dist
 * folders and a folder made for the test, driven by raw sockets (fetch would normalise or refuse
 * most of what an attacker sends) and by slow and pipelining clients.
 * Needs the apps built (`npm run build`), as the browser tests do.
 */
import { readdirSync, readFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startFrontEnd, type FrontEndServer } from '../../harness/front-end-server';
import { apps, repoRoot } from '../../harness/paths';
import { freePort } from '../../harness/ports';

jest.setTimeout(240_000);

const { frontEndSettings } = require(path.join(repoRoot, 'shared/tooling/nginx/prepare.cjs')) as {
  frontEndSettings(key: string, env: NodeJS.ProcessEnv): { runtimeConfig: Record<string, unknown>; csp: string };
};

const shellOrigin = 'http://shell.example:3000';
const secret = 'not-for-visitors';
const hashedScript = 'assets/app.0123abcd89.js';
let workDir: string;
let dist: string;

interface Raw {
  status: number;
  head: string;
  body: string;
}

/** Sends `request` as it is and reads the answer to the end of the connection. */
function raw(port: number, request: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      const [head, body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), head, body });
    });
    socket.write(request, 'latin1');
  });
}

const get = (port: number, target: string, headers = '') =>
  raw(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`);

/** Resolves when the server closes the connection (true), or after `withinMs` (false). */
function closedWithin(socket: Socket, withinMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'front-end-server-'));
  dist = path.join(workDir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Storefront shell</title><div id="root"></div>');
  writeFileSync(path.join(dist, hashedScript), `console.log("storefront");\n${'// padding\n'.repeat(200)}`);
  writeFileSync(path.join(dist, `${hashedScript}.map`), JSON.stringify({ version: 3, sources: ['src/app.ts'], mappings: '' }));
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"remote"}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote;');
  writeFileSync(path.join(workDir, 'secret.txt'), secret);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the shell', () => {
  let server: FrontEndServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startFrontEnd('shell', port, {
      DIST_DIR: dist,
      API_BASE_URL: 'https://api.example',
      REMOTE_ONBOARDING_URL: 'https://onboarding.example/mf-manifest.json',
      REMOTE_ELIGIBILITY_URL: 'https://eligibility.example/mf-manifest.json',
      REMOTE_RECOMMENDATIONS_URL: 'https://recommendations.example/mf-manifest.json',
      REMOTE_SUPPORT_URL: 'https://support.example:8443/mf-manifest.json',
      CHUNK_LOAD_TIMEOUT_MS: '45000',
      DEFAULT_COUNTRY: 'AE',
    });
  });
  afterAll(() => server?.close());
  const url = (target: string) => `http://127.0.0.1:${port}${target}`;

  it('answers its runtime config from the environment it was started with, never cached', async () => {
    const res = await fetch(url('/runtime-config.json'));
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({
      apiBaseUrl: 'https://api.example',
      remotes: {
        onboarding: 'https://onboarding.example/mf-manifest.json',
        eligibility: 'https://eligibility.example/mf-manifest.json',
        recommendations: 'https://recommendations.example/mf-manifest.json',
        support: 'https://support.example:8443/mf-manifest.json',
      },
      chunkLoadTimeoutMs: 45000,
      defaultCountry: 'ae',
    });
  });

  it('allows scripts only from itself and its remotes, and sets the security headers on every answer', async () => {
    for (const target of ['/', '/cards/ae', `/${hashedScript}`, '/runtime-config.json']) {
      const res = await fetch(url(target));
      const csp = res.headers.get('content-security-policy') ?? '';
      expect([target, /script-src ([^;]*)/.exec(csp)?.[1]]).toEqual([
        target,
        "'self' https://onboarding.example https://eligibility.example https://recommendations.example https://support.example:8443",
      ]);
      expect(csp).toContain("connect-src 'self' https://api.example https://onboarding.example");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("answers index.html for the storefront's routes and a problem for a missing file", async () => {
    for (const route of ['/', '/cards/ae', '/loans/pk/apply']) {
      const res = await fetch(url(route));
      expect([route, res.status, res.headers.get('cache-control')]).toEqual([route, 200, 'no-cache']);
      expect(await res.text()).toContain('<div id="root">');
    }
    const missing = await fetch(url('/assets/missing.0123abcd89.js'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    expect(await missing.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('caches hashed files for a year, and compresses text for a client that accepts gzip', async () => {
    const res = await get(port, `/${hashedScript}`, 'Accept-Encoding: gzip\r\n');
    expect(res.status).toBe(200);
    expect(res.head).toMatch(/^Cache-Control: public, max-age=31536000, immutable$/im);
    expect(res.head).toMatch(/^Content-Encoding: gzip$/im);
    expect(res.head).toMatch(/^Vary: Accept-Encoding$/im);
    expect(res.head).toMatch(/^Content-Type: text\/javascript; charset=utf-8$/im);
  });

  it("sends a script as small as gzip's default level makes it", async () => {
    // The largest script of the built shell, as a visitor's browser downloads it.
    const shellDist = path.join(repoRoot, apps.shell.folder, 'dist');
    const scripts = readdirSync(shellDist).filter((name) => name.endsWith('.js'));
    if (scripts.length === 0) throw new Error('shell/dist is missing: run `npm run build` first');
    const largest = scripts.sort((a, b) => statSync(path.join(shellDist, b)).size - statSync(path.join(shellDist, a)).size)[0];
    const script = readFileSync(path.join(shellDist, largest));
    writeFileSync(path.join(dist, 'assets/largest.0123abcd77.js'), script);
    const onTheWire = await new Promise<number>((resolve, reject) => {
      const req = request(url('/assets/largest.0123abcd77.js'), { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    // nginx's own default (level 1) sends antd's chunk about 14% larger than level 6 does.
    expect(onTheWire).toBeLessThanOrEqual(Math.ceil(gzipSync(script, { level: 6 }).length * 1.02));
  });

  it('does not serve the source maps, nor name them', async () => {
    expect((await fetch(url(`/${hashedScript}.map`))).status).toBe(404);
    expect((await fetch(url(`/${hashedScript}`))).headers.get('sourcemap')).toBeNull();
  });
});

describe("the shell's operator identity (SITE_OPERATOR_*)", () => {
  interface Operator {
    legalName: string;
    licences: Record<string, { licence: string; regulator: string }>;
  }
  it("carries each value set, quotes and all, and the settings module's for the others", () => {
    const embedded = frontEndSettings('shell', {}).runtimeConfig.operator as Operator;
    const { runtimeConfig } = frontEndSettings('shell', {
      SITE_OPERATOR_LEGAL_NAME: ' Acme "Cards" \\ O\'Brien $HOME ',
      SITE_OPERATOR_LICENCE_AE: 'Licence no. 123',
    });
    expect(runtimeConfig.operator).toEqual({
      ...embedded,
      legalName: 'Acme "Cards" \\ O\'Brien $HOME',
      licences: { ...embedded.licences, ae: { ...embedded.licences.ae, licence: 'Licence no. 123' } },
    });
  });

  it.each([
    [{ SITE_OPERATOR_SUPPORT_EMAIL: 'support' }, 'SITE_OPERATOR_SUPPORT_EMAIL must be an e-mail address, not "support"'],
    [{ SITE_OPERATOR_WHATSAPP: '0501234567' }, 'SITE_OPERATOR_WHATSAPP must be a number in international form'],
    [{ SITE_OPERATOR_ADDRESS: 'Line 1\nLine 2' }, 'SITE_OPERATOR_ADDRESS must be one line of text'],
  ])('%j stops the shell with a message naming it', (env, message) => {
    expect(() => frontEndSettings('shell', env)).toThrow(message);
  });
});

describe('a remote', () => {
  let server: FrontEndServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    // The shell's origin named twice, as the default names it when PUBLIC_HOST is 127.0.0.1.
    server = await startFrontEnd('support', port, { DIST_DIR: dist, STOREFRONT_ORIGINS: `${shellOrigin},http://127.0.0.1:3000,${shellOrigin}` });
  });
  afterAll(() => server?.close());
  const url = (target: string) => `http://127.0.0.1:${port}${target}`;

  it("lets only the shell's origins read it, and varies on Origin even for a plain load", async () => {
    const allowed = await fetch(url('/mf-manifest.json'), { headers: { Origin: shellOrigin } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(shellOrigin);
    expect(allowed.headers.get('cache-control')).toBe('no-cache');
    expect(allowed.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const foreign = await fetch(url('/mf-manifest.json'), { headers: { Origin: 'http://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await fetch(url('/remoteEntry.js'));
    expect(plain.headers.get('vary')).toContain('Origin');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it("answers the CORS preflight of the shell's origin", async () => {
    const res = await fetch(url('/remoteEntry.js'), {
      method: 'OPTIONS',
      headers: { Origin: shellOrigin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(shellOrigin);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
  });

  it('answers hostile targets 400 with a problem, never a file outside its folder, and goes on serving', async () => {
    const targets = [
      '/%', '/%ff', '/assets/%E0%A4%A', '/%c0%ae', '/..%2f..%2fsecret.txt', '/../secret.txt', '/%2e%2e/secret.txt',
      '/assets/..%5c..%5csecret.txt', '/a%00b', `/${'a'.repeat(10_000)}`,
    ];
    for (const target of targets) {
      const res = await get(port, target);
      expect([target.slice(0, 40), res.body]).not.toEqual([target.slice(0, 40), expect.stringContaining(secret)]);
      expect([target.slice(0, 40), res.status >= 400 && res.status < 500]).toEqual([target.slice(0, 40), true]);
      expect(res.head).toMatch(/^Content-Type: application\/problem\+json$/im);
    }
    for (const target of ['/%', '/%ff', '/%c0%ae', '/..%2f..%2fsecret.txt', '/a%5cb'])
      expect([target, (await get(port, target)).status]).toEqual([target, 400]);
    expect((await fetch(url('/mf-manifest.json'))).status).toBe(200);
  });

  it('answers a NUL byte in a header, a broken request line and oversized headers with a problem', async () => {
    const nul = await raw(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Probe: a\0b\r\nConnection: close\r\n\r\n');
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.body)).toMatchObject({ type: 'about:blank', status: 400 });
    const broken = await raw(port, 'GET\r\n\r\n');
    expect(broken.status).toBe(400);
    const large = await raw(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(64 * 1024)}\r\nConnection: close\r\n\r\n`);
    expect(large.status).toBe(431);
    expect(JSON.parse(large.body)).toMatchObject({ status: 431, detail: 'The request headers are too large.' });
  });

  it('refuses other methods with 405 and the methods it answers', async () => {
    const res = await fetch(url('/mf-manifest.json'), { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toMatchObject({ status: 405, title: 'Method Not Allowed' });
  });
});

describe('source maps on a staging host (SERVE_SOURCE_MAPS=true)', () => {
  it('are served, and each script names its map', async () => {
    const port = await freePort();
    const server = await startFrontEnd('support', port, { DIST_DIR: dist, SERVE_SOURCE_MAPS: 'true' });
    try {
      const script = await fetch(`http://127.0.0.1:${port}/${hashedScript}`);
      expect(script.headers.get('sourcemap')).toBe(`/${hashedScript}.map`);
      expect((await fetch(`http://127.0.0.1:${port}/${hashedScript}.map`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('settings', () => {
  it.each([
    [{ DEFAULT_COUNTRY: 'fr' }, 'DEFAULT_COUNTRY must be one of ae, sa, pk, not "fr"'],
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS must be a whole number of 1 or more, not "0"'],
    [{ HEADERS_TIMEOUT_MS: '40000' }, 'HEADERS_TIMEOUT_MS (40000) must not be longer than REQUEST_TIMEOUT_MS (30000)'],
    [{ SERVE_SOURCE_MAPS: 'yes' }, 'SERVE_SOURCE_MAPS must be true or false, not "yes"'],
    [{ API_BASE_URL: "http://api.example/'" }, 'API_BASE_URL must be a URL without spaces, quotes, braces or $'],
    [{ REMOTE_SUPPORT_URL: 'ftp://support.example/mf-manifest.json' }, 'REMOTE_SUPPORT_URL must be an http:// or https:// URL'],
    [{ STOREFRONT_ORIGINS: 'shell.example' }, 'STOREFRONT_ORIGINS must be an http:// or https:// URL, not "shell.example"'],
  ])('%j stops the server with a message naming it', (env, message) => {
    expect(() => frontEndSettings('shell', env)).toThrow(message);
  });
});

describe('slow clients', () => {
  it('cuts off a client that sends its headers slowly, and closes an idle kept-alive connection', async () => {
    const port = await freePort();
    const server = await startFrontEnd('support', port, {
      DIST_DIR: dist,
      HEADERS_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '1000',
    });
    try {
      const slow = connect(port, '127.0.0.1');
      slow.on('error', () => undefined);
      slow.write('GET /mf-manifest.json HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const idle = connect(port, '127.0.0.1');
      idle.on('error', () => undefined);
      idle.on('data', () => undefined);
      idle.write('GET /mf-manifest.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      // Generous bounds on a loaded machine: what matters is that neither is held for long.
      expect(await Promise.all([closedWithin(slow, 30_000), closedWithin(idle, 30_000)])).toEqual([true, true]);
      expect((await fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** The resident memory of a process and its descendants, in bytes, from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  let total = 0;
  const visit = (p: number) => {
    try {
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return total;
}

describe('the slow-reader drill', () => {
  const CONNECTIONS = 100;
  const PIPELINED = 30;
  const LIMIT = 100 * 1024 * 1024;

  it(`holds ${CONNECTIONS} connections each pipelining ${PIPELINED} requests for the largest script and reading slowly under 100 MB`, async () => {
    const shellDist = path.join(repoRoot, apps.shell.folder, 'dist');
    const scripts = readdirSync(shellDist).filter((name) => name.endsWith('.js'));
    if (scripts.length === 0) throw new Error('shell/dist is missing: run `npm run build` first');
    const largest = scripts.sort((a, b) => statSync(path.join(shellDist, b)).size - statSync(path.join(shellDist, a)).size)[0];
    const port = await freePort();
    // The image's defaults: as many workers as cores, 10,000 connections each.
    const server = await startFrontEnd('shell', port, { DIST_DIR: shellDist, NGINX_WORKER_PROCESSES: 'auto' });
    const sockets: Socket[] = [];
    let peak = treeRss(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(server.pid))), 100);
    try {
      const request = `GET /${largest} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n`;
      const answered = await Promise.all(
        Array.from({ length: CONNECTIONS }, () => {
          const socket = connect(port, '127.0.0.1');
          sockets.push(socket);
          let received = '';
          return new Promise<number>((resolve, reject) => {
            socket.on('error', reject);
            // A slow reader: one chunk of what has arrived every 50 ms.
            socket.on('data', (chunk: Buffer) => {
              received += chunk.toString('latin1');
              socket.pause();
            });
            socket.pause();
            const tick = setInterval(() => socket.resume(), 50);
            socket.once('close', () => {
              clearInterval(tick);
              resolve(received.split('HTTP/1.1 200 OK\r\n').length - 1);
            });
            socket.write(request.repeat(PIPELINED - 1) + request.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'));
          });
        }),
      );
      expect(answered).toEqual(Array(CONNECTIONS).fill(PIPELINED));
      console.log(`slow-reader drill: peak RSS of nginx (master and workers) ${(peak / 1024 / 1024).toFixed(1)} MB`);
      expect(peak).toBeLessThan(LIMIT);
      // And it serves what it was asked: the script, whole.
      const whole = readFileSync(path.join(shellDist, largest));
      const res = await fetch(`http://127.0.0.1:${port}/${largest}`);
      expect(Buffer.from(await res.arrayBuffer()).equals(whole)).toBe(true);
    } finally {
      clearInterval(sampler);
      for (const socket of sockets) socket.destroy();
      await server.close();
    }
  });
});
