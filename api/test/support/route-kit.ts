/**
 * The route tests' kit: a route's file runs its calls on embedded PGlite (memory://) and again on
 * PostgreSQL (a fresh schema, dropped afterwards), with the storefront's payloads. Calls about a
 * customer or an application carry the customer's access token (security/access.test.ts shows
 * them refused without it).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describeOnDatabases, mobileNumberFor, rowCounts } from './helpers';
import { callHeaders } from './journey';
import { problemCodes, type ProblemCode } from '@storefront/shared/contract';

export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An application or customer id that nothing holds. */
export const nowhere = crypto.randomUUID();

export const goodCardAnswers = ['Salaried', /10,000 to 20,000/, 'More than 3 years', 'No', '26 to 60', 'Yes'];
export const weakCardAnswers = ['Self-employed', /^Below/, 'Less than 1 year', 'More than once', '21 to 25', 'Yes'];

export interface Reply {
  status: number;
  body: Json;
  headers: Record<string, unknown>;
  raw: LightMyRequestResponse;
}
export type RouteCall = InjectOptions & { country?: string; token?: string };

/** The API of one engine and the storefront's calls on it. */
export class RouteApi {
  constructor(private readonly started: { app: FastifyInstance }) {}

  get app(): FastifyInstance {
    return this.started.app;
  }

  async call(options: RouteCall): Promise<Reply> {
    const { country, token, ...rest } = options;
    const response = await this.app.inject({ ...rest, headers: { ...callHeaders({ country, token }), ...rest.headers } });
    return { status: response.statusCode, body: response.body ? safeJson(response.body) : undefined, headers: response.headers, raw: response };
  }

  private customers = 0;

  /**
   * A new customer of the country. Each has an e-mail address of its own: the API answers a
   * repeated create within its idempotency window with the first customer (and a repeated
   * application create with the first application).
   */
  async newCustomer(country?: string, promoCode = '', email = `sara.${++this.customers}@example.com`) {
    const res = await this.call({ method: 'POST', url: '/api/customer-profiles/public', country, payload: { name: 'Sara Ahmed', email, mobileNumber: mobileNumberFor(country), promoCode } });
    expect(res.status).toBe(201);
    return res.body;
  }

  async newApplication(type: 'Card' | 'Loan', country?: string, email?: string) {
    const customer = await this.newCustomer(country, '', email);
    const locationId = Number(customer.promoCode.split('-')[1]);
    const token: string = customer.accessToken;
    const res = await this.call({ method: 'POST', url: '/api/applications/public', country, token, payload: { customer: { customerId: customer.customerId }, location: { locationId }, applicationType: type, status: 'Created' } });
    expect(res.status).toBe(201);
    return { customer, application: res.body, token, applicationId: res.body.applicationId as string, customerId: customer.customerId as string };
  }

  /** Answers the screening questions of the type with the options matching `pick`, in order. */
  async answer(applicationId: string, token: string, type: 'Card' | 'Loan', country: string | undefined, pick: (RegExp | string)[]) {
    const questions = (await this.call({ method: 'GET', url: `/api/questions/public?productType=${type}`, country })).body as Json[];
    const payload = questions.map((q, i) => {
      const option = q.options.find((o: Json) => (typeof pick[i] === 'string' ? o.optionText === pick[i] : (pick[i] as RegExp).test(o.optionText)));
      if (!option) throw new Error(`no option ${pick[i]} for ${q.question}`);
      return { questionId: q.questionId, applicationId, response: option.optionId, screeningId: null };
    });
    return this.call({ method: 'POST', url: '/api/screenings/public/bulk', country, token, payload });
  }

  /** The country's features, and the id of a feature or sub-feature by its name. */
  async features(country?: string): Promise<{ features: Json[]; byName: (name: string) => number }> {
    const features = (await this.call({ method: 'GET', url: '/api/productFeatures/public', country })).body as Json[];
    const byName = (name: string): number => {
      for (const f of features) {
        if (f.featureName === name) return f.featureId;
        for (const s of f.subFeatures) if (s.featureName === name) return s.featureId;
      }
      throw new Error(name);
    };
    return { features, byName };
  }

  rowCounts() {
    return rowCounts(this.app);
  }
}

function safeJson(text: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
}

/** A problem+json answer of this status, with one of the stable codes (this one when given), whose detail matches `detailPart`. */
export function expectProblem(
  res: { status: number; body: Json; headers: Record<string, unknown> }, status: number, detailPart?: string | RegExp, code?: ProblemCode,
) {
  expect(res.status).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  expect(res.body).toEqual({ type: expect.any(String), title: expect.any(String), status, detail: expect.any(String), code: code ?? expect.any(String) });
  expect(problemCodes).toContain(res.body.code);
  if (detailPart) expect(res.body.detail).toMatch(detailPart);
}

/** `body` once per database (PGlite, then PostgreSQL), with an API started on it. */
export function describeOnEngines(title: string, body: (api: RouteApi) => void): void {
  describeOnDatabases(title, (started) => body(new RouteApi(started)));
}

/** What a bad-input case may name: a card application of AE, its customer and token. */
export interface Subject {
  applicationId: string;
  customerId: string;
  token: string;
}
export type BadInputCase = [name: string, request: (subject: Subject) => RouteCall, status: number, detail: RegExp];

/**
 * Each case, sent with the token of a fresh card application, answers a 4xx problem naming the
 * field and changes no row.
 */
export function refusesBadInput(api: RouteApi, cases: BadInputCase[]): void {
  describe('bad input gives a 4xx problem naming the field and changes nothing', () => {
    const subject: Subject = { applicationId: '', customerId: '', token: '' };
    let before: Record<string, number>;
    beforeAll(async () => {
      const created = await api.newApplication('Card', 'AE');
      Object.assign(subject, { applicationId: created.applicationId, customerId: created.customerId, token: created.token });
    });
    beforeEach(async () => {
      before = await api.rowCounts();
    });
    afterEach(async () => {
      expect(await api.rowCounts()).toEqual(before);
    });
    it.each(cases)('%s', async (_name, request, status, detail) => {
      expectProblem(await api.call({ token: subject.token, ...request(subject) }), status, detail);
    });
  });
}
