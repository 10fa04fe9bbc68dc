/**
 * Stands in for the network at the fetch boundary: a global fetch that records every request
 * and answers from the routes a test declares. Used for the provider API and for the shell's
 * static files (/content/privacy.json, /runtime-config.json) alike.
 */

export interface RecordedCall {
  /** The URL exactly as the app asked for it (absolute for the API, relative for the shell's files). */
  url: string;
  method: string;
  path: string;
  query: URLSearchParams;
  /** As sent: a plain object keeps its names' case, a Headers instance gives lower-case names. */
  headers: Record<string, string>;
  /** The JSON body parsed; a body that is no JSON as sent; undefined without a body. */
  body: unknown;
}

export type Reply =
  /** status defaults to 200; from 400 on the content type is application/problem+json. */
  | { status?: number; body?: unknown }
  /** The server never answers (the request fails before a response). */
  | 'network-error'
  /** The answer never comes: the loading state stays. */
  | 'pending';

export type Route = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

/** 'METHOD /path', e.g. 'POST /api/applications/public' (no query, no origin). */
export type RouteKey = `${string} /${string}`;

export interface MockApi {
  /** Every request, oldest first. */
  calls: RecordedCall[];
  /** Declares (or overrides: the latest declaration wins) the answer to a method and path. */
  on(method: string, path: string | RegExp, route: Route): MockApi;
  /** The requests to one route: callsTo('GET /api/banners/public') or callsTo('GET', /\/filter$/). */
  callsTo(key: RouteKey): RecordedCall[];
  callsTo(method: string, path: string | RegExp): RecordedCall[];
  /** The installed global fetch, for asserting what only fetch's own options say (cache, signal). */
  fetch: jest.Mock;
}

/** A 200 answer with this JSON body. */
export const ok = (body: unknown): Reply => ({ status: 200, body });

/** A promise the test settles when it wants: for answers that must arrive late. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The fetch the test environment started with; put back after every test (see the end of this file).
const environmentFetch = globalThis.fetch;

const notFound = (call: RecordedCall): Reply => ({ status: 404, body: { title: 'Not Found', detail: call.path } });

function fakeResponse(status: number, body: unknown): Response {
  const problem = status >= 400;
  const headers = new Headers({ 'content-type': problem ? 'application/problem+json' : 'application/json' });
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: problem ? 'Error' : 'OK',
    headers,
    json: async () => body,
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  } as unknown as Response;
}

function recordedHeaders(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(new Headers(headers));
  return { ...headers };
}

function parsedBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const matches = (path: string | RegExp, actual: string) => (typeof path === 'string' ? path === actual : path.test(actual));

function splitKey(key: string): [string, string] {
  const at = key.indexOf(' ');
  if (at < 0) throw new Error(`A route is keyed 'METHOD /path', not '${key}'`);
  return [key.slice(0, at).toUpperCase(), key.slice(at + 1)];
}

/**
 * Installs the fake as global fetch. `routes` are keyed 'METHOD /path'; more can be declared
 * with `on`. A request no route matches answers 404 (problem+json), so the test sees it fail.
 */
export function mockApi(routes: Record<string, Route> = {}): MockApi {
  const declared: { method: string; path: string | RegExp; route: Route }[] = [];
  const calls: RecordedCall[] = [];

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    // Relative URLs (the shell's own files) resolve against the page, as in the browser.
    const parsed = new URL(url, window.location.href);
    const call: RecordedCall = {
      url,
      method: (init.method ?? 'GET').toUpperCase(),
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: recordedHeaders(init.headers),
      body: parsedBody(init.body),
    };
    calls.push(call);
    const found = [...declared].reverse().find((r) => r.method === call.method && matches(r.path, call.path));
    const route = found?.route ?? notFound;
    const reply = typeof route === 'function' ? await route(call) : route;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'pending') return new Promise<Response>(() => undefined);
    return fakeResponse(reply.status ?? 200, reply.body);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  const api: MockApi = {
    calls,
    on(method, path, route) {
      declared.push({ method: method.toUpperCase(), path, route });
      return api;
    },
    callsTo(keyOrMethod: string, path?: string | RegExp) {
      const [method, wanted] = path === undefined ? splitKey(keyOrMethod) : [keyOrMethod.toUpperCase(), path];
      return calls.filter((c) => c.method === method && matches(wanted, c.path));
    },
    fetch: fetchMock,
  };
  for (const [key, route] of Object.entries(routes)) api.on(...splitKey(key), route);
  return api;
}

// Each test starts with the environment's own fetch: a fake never leaks into the next test.
if (typeof afterEach === 'function') {
  afterEach(() => {
    globalThis.fetch = environmentFetch;
  });
}
