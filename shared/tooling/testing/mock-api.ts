/** Stands in for the provider API at the HTTP boundary: a global fetch that records every call. */

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply =
  | { status?: number; body?: unknown }
  /** The server never answers (the request fails before a response). */
  | 'network-error'
  /** The answer never comes: the loading state stays. */
  | 'pending';

export type Route = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

export interface MockApi {
  calls: RecordedCall[];
  callsTo(key: string): RecordedCall[];
}

function fakeResponse(status: number, body: unknown): Response {
  const problem = status >= 400;
  const contentType = problem ? 'application/problem+json' : 'application/json';
  return {
    ok: status < 400,
    status,
    statusText: problem ? 'Error' : 'OK',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

/** Routes are keyed 'METHOD /path' (no query); an unknown route answers 404 and fails the test's expectations. */
export function mockApi(routes: Record<string, Route>): MockApi {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply =
      typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { title: 'Not Found' } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'pending') return new Promise<Response>(() => undefined);
    return fakeResponse(reply.status ?? 200, reply.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, callsTo: (key) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
