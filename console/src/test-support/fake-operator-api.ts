/**
 * The operator API as a component test plays it: answers by method and path, recording each call
 * (method, path, body, CSRF header) so a test asserts what the console sent.
 */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  csrf: string | null;
}

type Answer = { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

export function fakeOperatorApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://console.test');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method,
      path: url.pathname.replace('/api/operator/v1', '') + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      csrf: headers.get('x-csrf-token'),
    };
    calls.push(call);
    const route = routes[`${method} ${call.path}`] ?? routes[`${method} ${url.pathname.replace('/api/operator/v1', '')}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (!answer) return problem(404, 'Not found');
    const status = answer.status ?? 200;
    if (status >= 400) return problem(status, String((answer.body as { title?: string })?.title ?? 'Refused'), answer.body);
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function problem(status: number, title: string, body?: unknown) {
  return new Response(JSON.stringify({ type: 'about:blank', status, title, detail: '', code: 'test', ...(body as object) }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}
