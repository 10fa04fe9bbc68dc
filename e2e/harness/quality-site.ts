import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { freePort } from './ports';
import { startSite, type RemoteName, type Site } from './site';

/**
 * The composed storefront of harness/site.ts for the quality tests, with the API behind a small
 * proxy that passes every call through, except the ones a failure drill tells it to answer
 * with an error.
 */

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

/** Generous rate limits: one test file runs several journeys from the same loopback address. */
const quietRateLimits = { RATE_LIMIT_MAX: '100000', RATE_LIMIT_WRITE_MAX: '100000', RATE_LIMIT_MAIL_MAX: '100000' };

const noFaults: ApiFaults = { fail: () => () => undefined, clear: () => undefined, hits: [] };

export async function startQualitySite(options: QualitySiteOptions = {}): Promise<QualitySite> {
  let proxy: Awaited<ReturnType<typeof startFaultProxy>> | null = null;
  const site = await startSite({
    ...options,
    apiEnv: { ...quietRateLimits, ...options.apiEnv },
    apiFront: async (api, shellOrigin) => (proxy = await startFaultProxy(new URL(api.url), shellOrigin)),
  });
  return { ...site, faults: proxy ? (proxy as { faults: ApiFaults }).faults : noFaults };
}
