import { httpClient, type Answer, type CallOptions, type Client } from '../../api/test/support/journey';

/** One answer the API gave, with when it arrived (ms since the epoch). */
export interface AnsweredCall {
  method: string;
  url: string;
  payload: unknown;
  status: number;
  body: Answer['body'];
  at: number;
}

export interface RetryingClient {
  client: Client;
  /** Every answer, in the order they arrived. */
  answered: AnsweredCall[];
  /** How often a call found no server and was sent again, by what it met (ECONNREFUSED, ECONNRESET, ...). */
  retries: Record<string, number>;
  /** Calls that were sent more than once before an answer came. */
  callsRetried(): number;
}

/** The socket-level failures of undici's fetch: the server is not there, or went away mid-call. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** The failure's code when it is one of those, else undefined. */
export function networkError(error: unknown): string | undefined {
  const code = (error as { cause?: { code?: string } })?.cause?.code ?? '';
  if (networkCodes.has(code)) return code;
  // An answer cut off after its headers: the body's stream ends with 'terminated'.
  return (error as Error)?.message === 'terminated' ? 'terminated' : undefined;
}

/**
 * The journeys' HTTP client for a server that may vanish: a call that meets no server is sent
 * again every `pauseMs` until one answers, for at most `giveUpMs` (as a visitor pressing Next
 * again would); every answer is kept, so a test can check what the server acknowledged.
 */
export function retryingClient(baseUrl: string, { pauseMs = 100, giveUpMs = 60_000 } = {}): RetryingClient {
  const send = httpClient(baseUrl);
  const answered: AnsweredCall[] = [];
  const retries: Record<string, number> = {};
  let callsRetried = 0;
  const client: Client = async (method, url, options: CallOptions = {}) => {
    const until = Date.now() + giveUpMs;
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await send(method, url, options);
        if (attempt > 0) callsRetried += 1;
        answered.push({ method, url, payload: options.payload, status: answer.status, body: answer.body, at: Date.now() });
        return answer;
      } catch (error) {
        const code = networkError(error);
        if (!code || Date.now() > until) throw error;
        retries[code] = (retries[code] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
  };
  return { client, answered, retries, callsRetried: () => callsRetried };
}
