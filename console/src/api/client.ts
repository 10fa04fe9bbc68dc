/**
 * The console's calls to the operator API, on the same origin: the session cookie travels by
 * itself (HttpOnly, SameSite=Strict); every write carries the CSRF token the API handed out.
 */
export const operatorApiBase = '/api/operator/v1';

/** A failed call: the API's problem (title and detail, in English) or the network's failure. */
export class ConsoleApiError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly title: string;
  /** The API's whole answer, for the fields a route adds to its problem (e.g. a catalog write's `problems`). */
  readonly body: Record<string, unknown> | undefined;

  constructor(title: string, detail: string, status?: number, code?: string, body?: Record<string, unknown>) {
    super(detail || title);
    this.name = 'ConsoleApiError';
    this.title = title;
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

let csrfToken: string | undefined;

/** The token the API gave with the session; sent in the `x-csrf-token` header of every write. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

/** The path with the query's set values, in order. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file's text sent as it is, e.g. a CSV upload: `{ type: 'text/csv', text }`. */
  file?: { type: string; text: string };
  query?: Query;
}

async function send(path: string, { method = 'GET', body, file, query }: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let payload: BodyInit | undefined;
  if (file) {
    headers['content-type'] = file.type;
    payload = file.text;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`${operatorApiBase}${withQuery(path, query)}`, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
    });
  } catch {
    throw new ConsoleApiError('No response from the API', 'Check the connection and try again.');
  }
  if (!response.ok) throw await problemOf(response);
  return response;
}

async function problemOf(response: Response): Promise<ConsoleApiError> {
  try {
    const problem = (await response.json()) as { title?: string; detail?: string; code?: string; message?: string };
    const title = problem.title ?? problem.message ?? `Error ${response.status}`;
    return new ConsoleApiError(title, problem.detail ?? '', response.status, problem.code, problem);
  } catch {
    return new ConsoleApiError(`Error ${response.status}`, '', response.status);
  }
}

/** A JSON call; 204 answers give undefined. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file download (CSV unless `accept` says otherwise): the file's text and the name the API gave it. */
export async function apiDownload(path: string, options: RequestOptions = {}, accept = 'text/csv'): Promise<{ text: string; fileName: string }> {
  const response = await send(path, options, accept);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? (accept === 'text/csv' ? 'export.csv' : 'export');
  return { text: await response.text(), fileName };
}

/** SWR's fetcher: the key is the API path. */
export const fetcher = <T>(path: string): Promise<T> => apiRequest<T>(path);
