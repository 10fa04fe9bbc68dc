import { getRuntimeConfig } from '../runtime-config';
import { accessTokenHeader, currentAccessToken } from './access-token';
import { ApiError } from './api-error';
import type { CountryCode, Problem } from './types';
import type { Language } from '../contract/languages';
import { requestTimeoutMs } from '../contract/constants';
import { defaultMarket } from '../contract/platform';
import { catalogPreviewHeader } from '../contract/catalog-preview';
import { currentPreviewToken, endCatalogPreview, endedPreviewCodes } from './catalog-preview';

export type QueryValue = string | number | undefined;

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** The call names the visitor's customer or application: it carries their access token. */
  withAccessToken?: boolean;
  /** Headers of this call besides the ones every call carries (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * The language of the catalog texts asked for, when the caller's cache key names one (else the
   * application context's): the answer is always in the language its key says.
   */
  language?: Language;
  /** The call must complete even if the visitor leaves the page (fetch's `keepalive`). */
  keepalive?: boolean;
}

/**
 * The country of the application context (context/application-context.tsx sets it whenever the
 * visitor's country changes): every call carries the same country as the SWR keys of its reads.
 */
let requestCountry: CountryCode | null = null;

export function setRequestCountry(code: CountryCode): void {
  requestCountry = code;
}

/**
 * The visitor's language (the application context sets it whenever it changes): every call asks
 * for the catalog texts in it with Accept-Language; the API falls back to English text by text.
 */
let requestLanguage: Language | null = null;

export function setRequestLanguage(language: Language): void {
  requestLanguage = language;
}

/** Spec section 7: the upper-cased country code in use, unless none yet or the default market (pk). */
export function countryHeader(code: CountryCode | null = requestCountry): Record<string, string> {
  return code && code !== defaultMarket ? { 'X-Country-Key': code.toUpperCase() } : {};
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(getRuntimeConfig().apiBaseUrl + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readProblem(response: Response): Promise<Partial<Problem> | undefined> {
  try {
    const body = (await response.json()) as Partial<Problem>;
    return typeof body === 'object' && body ? body : undefined;
  } catch {
    return undefined;
  }
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

/** The one place the storefront talks to the provider API. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let init: RequestInit;
  let url: string;
  // A previewed draft's token (api/catalog-preview.ts), sent on every call while the tab holds one.
  const preview = currentPreviewToken();
  try {
    url = buildUrl(path, options.query);
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', ...countryHeader() };
    const language = options.language ?? requestLanguage;
    if (language) headers['Accept-Language'] = language;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = options.withAccessToken ? currentAccessToken() : null;
    if (token) headers[accessTokenHeader] = token;
    if (preview) headers[catalogPreviewHeader] = preview;
    init = {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      ...(options.keepalive ? { keepalive: true } : {}),
      signal: AbortSignal.timeout(requestTimeoutMs),
    };
  } catch (cause) {
    throw new ApiError('setup', cause instanceof Error ? cause.message : String(cause));
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    throw new ApiError('network', cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) {
    const problem = await readProblem(response);
    if (preview && problem?.code && endedPreviewCodes.includes(problem.code)) {
      // The preview is over: the tab drops its token and asks again, of the live catalog.
      endCatalogPreview();
      return request<T>(method, path, options);
    }
    throw new ApiError('server', problem?.detail ?? response.statusText, response.status, problem);
  }
  return readBody<T>(response);
}
