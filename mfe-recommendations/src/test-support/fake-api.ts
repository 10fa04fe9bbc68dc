/**
 * Stands in for the provider API at the fetch boundary: tests declare answers per method and
 * path, every request is recorded with its parsed body and query.
 */
import { setRuntimeConfig } from '@storefront/shared';

export const apiBaseUrl = 'http://api.test';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A reply: a status and JSON body, or 'network' for no response at all. */
export type Reply = { status: number; body?: unknown } | 'network';
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export const ok = (body: unknown): Reply => ({ status: 200, body });

interface Route {
  method: string;
  path: string | RegExp;
  handler: Handler;
}

function fakeResponse(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 400 ? 'Error' : 'OK',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

export function installFakeApi() {
  setRuntimeConfig({
    apiBaseUrl,
    remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' },
    chunkLoadTimeoutMs: 120000,
  });
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    // The latest declaration wins, so a test can override a default answer.
    const route = [...routes]
      .reverse()
      .find((r) => r.method === request.method && (typeof r.path === 'string' ? r.path === request.path : r.path.test(request.path)));
    const reply = route ? await route.handler(request) : { status: 404, body: { title: 'Not Found', detail: request.path } };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return fakeResponse(reply.status, reply.body);
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;

  return {
    requests,
    on(method: string, path: string | RegExp, handler: Handler | Reply) {
      routes.push({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
    },
    /** Requests to one method and path. */
    calls(method: string, path: string | RegExp) {
      return requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

/** A promise the test settles when it wants: for answers that must arrive late. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
