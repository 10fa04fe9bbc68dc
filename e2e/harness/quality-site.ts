import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { startApi, type ApiServer } from './api-server';
import { apps, repoRoot } from './paths';
import { freePort } from './ports';
import { remoteNames, type RemoteName, type Site } from './site';

/**
 * The composed storefront as production serves it, for the quality tests (issue 7): every app is
 * served by shared/tooling/serve-app.cjs, the same code as `npm start` and the containers, so the
 * shell's answers carry its real security headers and Content-Security-Policy. The API sits
 * behind a small proxy that passes every call through, except the ones a failure drill tells it
 * to answer with an error.
 *
 * harness/site.ts (the lead's) serves the shell without those headers; this file composes the
 * same pieces on free loopback ports and gives the same Site interface, so the journey helpers
 * (harness/journey.ts) and the records ledger (harness/records.ts) work with it unchanged.
 */
const { serveApp } = require(path.join(repoRoot, 'shared/tooling/serve-app.cjs')) as {
  serveApp(key: string, env: NodeJS.ProcessEnv): Listening & { listen(): Promise<number> };
};

interface Listening {
  close(): Promise<void>;
}

export interface FaultRoute {
  method: string;
  /** Matched against the path without the query string. */
  path: RegExp;
}

export interface ApiFaults {
  /**
   * From now on, every call matching the route is answered with `status` and a problem body.
   * Returns what turns this one fault off again.
   */
  fail(route: FaultRoute, status?: number, problem?: { title: string; detail: string }): () => void;
  /** Every call goes through to the API again. */
  clear(): void;
  /** 'METHOD /path' of each call that was answered with a fault, in order. */
  readonly hits: string[];
}

export interface QualitySite extends Site {
  /** Where the browser sends API calls: the proxy in front of the real API. */
  apiUrl: string;
  faults: ApiFaults;
}

export interface QualitySiteOptions {
  /** Start the real API (default true); false: nothing listens at the API's address. */
  api?: boolean;
  chunkLoadTimeoutMs?: number;
  down?: RemoteName[];
  apiEnv?: Record<string, string>;
}

/** The default problem body of a drill's 500, in the API's own format (RFC 9457). */
export const drillProblem = {
  title: 'Internal Server Error',
  detail: 'Something went wrong on our side; please try again later.',
};

function hangingServer(port: number): Promise<Listening> {
  const sockets = new Set<Socket>();
  const server: Server = createServer(() => undefined);
  server.on('connection', (socket) => sockets.add(socket));
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/** A pass-through HTTP proxy to `target` that answers the configured faults itself. */
async function startFaultProxy(
  target: URL,
  shellOrigin: string,
): Promise<{ url: string; faults: ApiFaults; close(): Promise<void> }> {
  let rules: { route: FaultRoute; status: number; problem: { title: string; detail: string } }[] = [];
  const hits: string[] = [];
  const faults: ApiFaults = {
    fail(route, status = 500, problem = drillProblem) {
      const rule = { route, status, problem };
      rules.push(rule);
      return () => {
        rules = rules.filter((r) => r !== rule);
      };
    },
    clear() {
      rules = [];
    },
    hits,
  };

  const answerFault = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    problem: { title: string; detail: string },
  ) => {
    req.resume();
    req.on('end', () => {
      const body = JSON.stringify({ type: 'about:blank', status, ...problem });
      const headers: Record<string, string> = {
        'Content-Type': 'application/problem+json',
        'Content-Length': String(Buffer.byteLength(body)),
      };
      // The API's CORS answer, so that the page can read the status (otherwise it is 'No response').
      if (req.headers.origin === shellOrigin) {
        headers['Access-Control-Allow-Origin'] = shellOrigin;
        headers.Vary = 'Origin';
      }
      res.writeHead(status, headers);
      res.end(body);
    });
  };

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy').pathname;
    // Preflights always reach the API: the drill is about the call, not about CORS.
    const rule =
      req.method === 'OPTIONS'
        ? undefined
        : rules.find((r) => r.route.method === req.method && r.route.path.test(pathname));
    if (rule) {
      hits.push(`${req.method} ${pathname}`);
      answerFault(req, res, rule.status, rule.problem);
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // The API is down: like a refused connection, the browser gets no answer it can read.
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function distOf(app: string) {
  return path.join(repoRoot, apps[app].folder, 'dist');
}

/** Generous rate limits: one test file runs several journeys from the same loopback address. */
const quietRateLimits = { RATE_LIMIT_MAX: '100000', RATE_LIMIT_WRITE_MAX: '100000', RATE_LIMIT_MAIL_MAX: '100000' };

export async function startQualitySite(options: QualitySiteOptions = {}): Promise<QualitySite> {
  const shellPort = await freePort();
  const shellOrigin = `http://127.0.0.1:${shellPort}`;
  const ports = {} as Record<RemoteName, number>;
  for (const name of remoteNames) ports[name] = await freePort();
  const remoteUrl = (name: RemoteName) => `http://127.0.0.1:${ports[name]}`;
  const running = new Map<RemoteName, Listening>();

  async function startRemote(name: RemoteName, root = distOf(name)) {
    await running.get(name)?.close();
    running.delete(name);
    const server = serveApp(name, {
      HOST: '127.0.0.1',
      PORT: String(ports[name]),
      DIST_DIR: root,
      STOREFRONT_ORIGINS: shellOrigin,
    });
    await server.listen();
    running.set(name, server);
  }
  async function stopRemote(name: RemoteName) {
    await running.get(name)?.close();
    running.delete(name);
  }
  async function hangRemote(name: RemoteName) {
    await stopRemote(name);
    running.set(name, await hangingServer(ports[name]));
  }

  let api: ApiServer | null = null;
  let proxy: Awaited<ReturnType<typeof startFaultProxy>> | null = null;
  let apiUrl: string;
  let faults: ApiFaults;
  if (options.api === false) {
    apiUrl = `http://127.0.0.1:${await freePort()}`;
    faults = { fail: () => () => undefined, clear: () => undefined, hits: [] };
  } else {
    api = await startApi({ corsOrigins: [shellOrigin], env: { ...quietRateLimits, ...options.apiEnv } });
    proxy = await startFaultProxy(new URL(api.url), shellOrigin);
    apiUrl = proxy.url;
    faults = proxy.faults;
  }

  for (const name of remoteNames) if (!options.down?.includes(name)) await startRemote(name);
  const shell = serveApp('shell', {
    HOST: '127.0.0.1',
    PORT: String(shellPort),
    DIST_DIR: distOf('shell'),
    API_BASE_URL: apiUrl,
    ...Object.fromEntries(
      remoteNames.map((n) => [`REMOTE_${n.toUpperCase()}_URL`, `${remoteUrl(n)}/mf-manifest.json`]),
    ),
    CHUNK_LOAD_TIMEOUT_MS: String(options.chunkLoadTimeoutMs ?? 120000),
  });
  await shell.listen();

  return {
    shellUrl: shellOrigin,
    apiUrl,
    api,
    faults,
    remoteUrl,
    stopRemote,
    hangRemote,
    startRemote,
    async stop() {
      await shell.close();
      for (const name of [...running.keys()]) await stopRemote(name);
      await proxy?.close();
      await api?.stop();
    },
  };
}
