/**
 * The operator API over HTTP, as the console's pages call it: the session cookie and CSRF token
 * kept, the sign-in's second factor enrolled and computed with otplib. For browser tests whose
 * subject is the storefront (a catalog preview), where the console's own pages are not the point.
 */
import { authenticator } from 'otplib';
import { operatorApiPrefix, operatorCsrfHeader, type OperatorRole, type SessionState } from '@storefront/shared/contract';

export interface OperatorAnswer<T> {
  status: number;
  body: T;
}

export class OperatorClient {
  private readonly cookies = new Map<string, string>();
  private csrfToken = '';
  private totpSecret = '';

  /** `operatorUrl`: the operator listener's origin. */
  constructor(private readonly operatorUrl: string) {}

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, body?: unknown): Promise<OperatorAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.csrfToken) headers[operatorCsrfHeader] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.operatorUrl}${operatorApiPrefix}${route}`, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    const parsed = text && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
    if (parsed && typeof parsed === 'object' && typeof parsed.csrfToken === 'string') this.csrfToken = parsed.csrfToken;
    return { status: response.status, body: parsed as T };
  }

  /** Both sign-in steps; the first time, enrols the second factor the password step offers. */
  async signIn(email: string, password: string): Promise<void> {
    await this.call('GET', '/session');
    const first = await this.call<SessionState>('POST', '/session/password', { email, password });
    if (first.status !== 200) throw new Error(`password step answered ${first.status}: ${JSON.stringify(first.body)}`);
    if (first.body.enrolment) this.totpSecret = first.body.enrolment.secret;
    const second = await this.call('POST', '/session/totp', { code: authenticator.generate(this.totpSecret) });
    if (second.status !== 200) throw new Error(`TOTP step answered ${second.status}: ${JSON.stringify(second.body)}`);
  }

  /** An admin adds an operator of `role`, who then signs in with a client of their own. */
  async addOperator(email: string, role: OperatorRole, password: string): Promise<OperatorClient> {
    const added = await this.call('POST', '/operators', { email, role, password });
    if (added.status !== 201) throw new Error(`adding ${email} answered ${added.status}: ${JSON.stringify(added.body)}`);
    const client = new OperatorClient(this.operatorUrl);
    await client.signIn(email, password);
    return client;
  }
}
