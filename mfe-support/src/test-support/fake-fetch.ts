/**
 * Stands in for the network at the HTTP boundary: jsdom has no fetch, so tests install this one
 * and read back what the app sent.
 */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Headers;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

export function jsonResponse(status: number, body: unknown): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers({ 'content-type': 'application/json' }),
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

type Answer = (request: SentRequest) => Promise<FakeResponse>;

/** Installs global fetch; every request is recorded in `sent`, answered by `answer`. */
export function installFakeFetch(answer: Answer) {
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    sent.push(request);
    return answer(request);
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return { sent, fetchMock };
}

export function removeFakeFetch(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}
