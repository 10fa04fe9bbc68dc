/**
 * Fuzzing: more than 10 000 generated bad requests over every route of the API (every method and
 * path, images, count, filter query, bulk arrays, e-mail), through fastify's inject on an
 * in-memory PGlite. Wrong types, missing fields, strings over their bounds, 1000-level nesting,
 * huge arrays, unicode (RTL marks, emoji, NUL, lone surrogates), SQL and HTML injection shapes,
 * prototype pollution keys, and bad headers (X-Country-Key garbage, wrong content types, malformed
 * JSON, oversized bodies, wrong Content-Length), and calls about a visitor's records without their
 * access token or with another visitor's. Seeded (FUZZ_SEED), so every run sends the same
 * requests; FUZZ_REQUESTS sets how many.
 *
 * Asserted: no 5xx; every error is application/problem+json with a title and a detail and no
 * stack trace or internal path; every table of the database has the same rows afterwards (a
 * content fingerprint, not only a count); Object.prototype is untouched; no 429 (the limits are
 * raised here; http.test.ts shows them answering 429 at their normal values).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import Ajv from 'ajv';
import { withFormats } from '../../src/schema-formats';
import { sql } from 'drizzle-orm';
import { isProblemCode } from '@storefront/shared/contract';
import { serverOptions } from '../../src/plugins/app/error-handler';
import { countryFromHeader } from '../../src/domain/country';
import { apiRoot } from '../../src/paths';
import {
  ClientErrorReport, ContactConsentBody, ConversionRequest, CountRequest, CreateApplicationRequest, CustomerProfileRequest, EmailRequest, FunnelEvent, LoanRequestBody,
  ProductRecommendations, ScreeningAnswers,
  TrackingCodeRequest, TrackingSessionRequest,
  SelectedFeatures, SubmitPreferencesRequest, UpdateApplicationRequest,
} from '@storefront/shared/contract';
import { buildTestApp, databaseFingerprint, testConfig } from '../support/helpers';
import { callHeaders } from '../support/journey';
import {
  deepValue, getAt, hugeString, injections, junkQuery, junkStrings, malformJson, nodePaths, otherTypeValues, type Path,
  pathMatches, pollute, Random, remove, setAt, unicodeJunk, encode,
} from '../support/fuzz-kit';

// fastify's own JSON parser, to know what it refuses
const secureJson = require('secure-json-parse') as { parse(text: string, options: object): unknown };

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_607);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 11_000);
const BODY_LIMIT = 64 * 1024;

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'TRACE';

/** One route of the API with a valid request for it; the fuzz breaks that request. */
interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** A valid request would change the database: only requests refused by construction are sent. */
  writes: boolean;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  bodySchema?: TSchema;
  /** Body paths of ids the handler looks up, with a value that exists nowhere. */
  refs?: Record<string, () => unknown>;
  country?: string;
  /** The access token of the records the request names (X-Access-Token). */
  token?: string;
  weight: number;
}

interface FuzzCase {
  route: string;
  family: string;
  method: Method;
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string | Buffer;
  /** Refused whatever the body says (bad country, content type, length, size, unknown id, path mismatch). */
  refused?: boolean;
}

const ajvFor = () => withFormats(new Ajv({ removeAdditional: true, useDefaults: true, allErrors: false, strict: false, coerceTypes: false }));

/** What the API does with a JSON body: fastify's parser, then the route's schema (a copy of app.ts's settings). */
function bodyAccepted(validate: (data: unknown) => boolean, payload: string | Buffer | undefined): boolean {
  if (payload === undefined) return false;
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (!text.length || Buffer.byteLength(payload) > BODY_LIMIT) return false;
  let parsed: unknown;
  try {
    parsed = secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return false;
  }
  return validate(parsed);
}

const refusedContentTypes = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=----fuzz', 'application/xml', 'text/html',
  'application/javascript', '*/*', 'application/json-patch+json', 'application/jsonx', 'json', 'application/json, text/plain',
  'application/vnd.api+json', 'application/ld+json', 'text/json', 'application/ json', 'application/json\u0000', 'image/svg+xml',
];

const badCountries: (string | string[])[] = [
  'FR', 'US', 'UAE', 'A E', 'AE,SA', 'ae;', '😀', 'ع', '\u202eEA', "AE' OR '1'='1", '<script>alert(1)</script>', 'x'.repeat(5000),
  '0', 'null', 'PK\u0000', '\u00a0', 'ＡＥ', 'Ae\u200b', 'S A', 'ps', '%41%45', ['FR', 'AE'], 'undefined', '__proto__',
];

/** Header decorations: odd but not what decides the answer. */
function noiseHeaders(rnd: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  const n = rnd.int(1, 3);
  for (let i = 0; i < n; i++) {
    const junk = rnd.pick(junkStrings);
    switch (rnd.int(0, 11)) {
      case 0: headers['x-forwarded-for'] = `1.2.3.4, ${junk}`; break;
      case 1: headers['x-request-id'] = junk || 'x'; break;
      case 2: headers['user-agent'] = hugeString(rnd, rnd.int(10, 8000)); break;
      case 3: headers.origin = rnd.pick(['https://evil.example', 'null', junk, 'http://localhost:3000']); break;
      case 4: headers.accept = rnd.pick(['text/html', 'application/xml', '*/*;q=0', junk, 'application/problem+json']); break;
      case 5: headers['if-none-match'] = rnd.pick(['*', 'W/"x"', junk, ','.repeat(500), '"a", "b", '.repeat(200)]); break;
      case 6: headers['x-http-method-override'] = rnd.pick(['DELETE', 'PUT', 'PATCH']); break;
      case 7: headers.cookie = `session=${junk}; __proto__=x`; break;
      case 8: headers.authorization = `Bearer ${junk}`; break;
      case 9: headers['x-forwarded-host'] = 'evil.example'; break;
      case 10: headers['accept-language'] = hugeString(rnd, rnd.int(10, 3000)); break;
      default: headers[`x-junk-${rnd.int(0, 9)}`] = hugeString(rnd, rnd.int(1, 20000)); break;
    }
  }
  return headers;
}

const fill = (path: string, params: Record<string, string>) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => encode(params[name]));
const queryString = (query?: Record<string, string>) =>
  query && Object.keys(query).length ? `?${Object.entries(query).map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : '';

describe('fuzzing every route', () => {
  let app: FastifyInstance;
  let routes: RouteSpec[];
  let fixtureIds: Set<string>;
  let strangerToken: string;

  beforeAll(async () => {
    const config = testConfig({
      RATE_LIMIT_MAX: 1_000_000_000, RATE_LIMIT_WRITE_MAX: 1_000_000_000, RATE_LIMIT_MAIL_MAX: 1_000_000_000, MAIL_PER_RECIPIENT_PER_HOUR: 1_000_000, MAIL_SUPPORT_PER_HOUR: 1_000_000,
    });
    app = await buildTestApp(config, serverOptions);
    await app.ready();

    // Fixtures: what the valid requests refer to. Created before the fingerprint is taken.
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, country = 'AE', token?: string) => {
      const res = await app.inject({ method, url, payload: payload as InjectOptions['payload'], headers: callHeaders({ country, token }) });
      if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json() as Json;
    };
    const customer = await call('POST', '/api/customer-profiles/public', { name: 'Fuzz Fixture', email: 'fixture@example.com', mobileNumber: '+971500000001', promoCode: '' });
    const token: string = customer.accessToken;
    const card = await call('POST', '/api/applications/public', { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' }, 'AE', token);
    const cardId: string = card.applicationId;
    const questions = (await call('GET', '/api/questions/public?productType=Card')) as Json[];
    const answers = questions.map((q) => ({ questionId: q.questionId, applicationId: cardId, response: q.options.find((o: Json) => !o.hardStop).optionId, screeningId: null }));
    await call('POST', '/api/screenings/public/bulk', answers, 'AE', token);
    const features = ((await call('GET', '/api/productFeatures/public')) as Json[]).filter((f) => f.productType === 'Card' && f.active === 'Y');
    const featureIds = features.slice(0, 3).map((f) => f.featureId as number);
    const preferences = featureIds.map((featureId, i) => ({ featureId, priority: i + 1 }));
    await call('POST', '/api/recommendations/public', { applicationId: cardId, preferences }, 'AE', token);
    await call('POST', `/api/selected-features/public/${cardId}`, featureIds.map((featureId) => ({ applicationId: cardId, featureId })), 'AE', token);
    await call('POST', `/api/product-recommendations/public/${cardId}`, [{ applicationId: cardId, productId: 1301 }], 'AE', token);

    const loanCustomer = await call('POST', '/api/customer-profiles/public', { name: 'Loan Fixture', email: 'loan-fixture@example.com', mobileNumber: '+923000000001' }, 'PK');
    const loanToken: string = loanCustomer.accessToken;
    const loan = await call('POST', '/api/applications/public', { customer: { customerId: loanCustomer.customerId }, location: { locationId: 1 }, applicationType: 'Loan' }, 'PK', loanToken);
    const loanQuestions = (await call('GET', '/api/questions/public?productType=Loan', undefined, 'PK')) as Json[];
    await call('POST', '/api/screenings/public/bulk', loanQuestions.map((q) => ({ questionId: q.questionId, applicationId: loan.applicationId, response: q.options.find((o: Json) => !o.hardStop).optionId })), 'PK', loanToken);

    const submittedCustomer = await call('POST', '/api/customer-profiles/public', { name: 'Mail Fixture', email: 'mail-fixture@example.com', mobileNumber: '+971500000002' });
    const submitted = await call('POST', '/api/applications/public', { customer: { customerId: submittedCustomer.customerId }, location: { locationId: 1 }, applicationType: 'Card' }, 'AE', submittedCustomer.accessToken);
    await call('PUT', '/api/applications/public', { applicationId: submitted.applicationId, customer: { customerId: submittedCustomer.customerId }, product: { productId: 1301 }, applicationType: 'Card', status: 'Submitted' }, 'AE', submittedCustomer.accessToken);
    // Another visitor, whose token opens none of the records above.
    strangerToken = (await call('POST', '/api/customer-profiles/public', { name: 'Stranger Fixture', email: 'stranger@example.com', mobileNumber: '+971500000003' })).accessToken;
    // The confirmation is queued once; the e-mail route's template asks for it again (a no-op when valid).
    const confirmation = { to: 'mail-fixture@example.com', containImages: false, subject: 'Your Credit Card Application Received', body: '<p>Thank you</p>' };
    await call('POST', '/api/email/public', confirmation);

    fixtureIds = new Set([customer.customerId, cardId, loan.applicationId, loanCustomer.customerId, submittedCustomer.customerId, submitted.applicationId]);
    const banner = ((await call('GET', '/api/banners/public')) as Json[])[0].imageUrl as string;
    const unknownId = () => 1_424_242; // no row of any table has such an id
    const unknownPublicId = () => '00000000-0000-4000-8000-000000000000'; // nor such a UUID
    const applicationParams = { applicationId: cardId };

    routes = [
      { method: 'POST', path: '/api/customer-profiles/public', writes: true, weight: 4, bodySchema: CustomerProfileRequest, country: 'AE',
        body: { name: 'Sara Ahmed', email: 'sara@example.com', mobileNumber: '+971501234567', promoCode: '' },
        refs: { promoCode: () => '9-424242-nowhere' } },
      { method: 'POST', path: '/api/applications/public', writes: true, weight: 4, bodySchema: CreateApplicationRequest, country: 'AE', token,
        body: { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' },
        refs: { 'customer.customerId': unknownPublicId, 'location.locationId': unknownId } },
      { method: 'PUT', path: '/api/applications/public', writes: true, weight: 4, bodySchema: UpdateApplicationRequest, country: 'AE', token,
        body: { applicationId: cardId, customer: { customerId: customer.customerId }, location: { locationId: 1 }, product: { productId: 1301 }, applicationType: 'Card', clientRiskProfile: null, status: 'Submitted' },
        refs: { applicationId: unknownPublicId, 'customer.customerId': unknownPublicId, 'product.productId': unknownId } },
      { method: 'GET', path: '/api/applications/public/:applicationId', writes: false, weight: 2, params: applicationParams, token },
      { method: 'GET', path: '/api/applications/public/credit-score/:applicationId', writes: false, weight: 2, params: applicationParams, token },
      { method: 'GET', path: '/api/banners/public', writes: false, weight: 1, country: 'AE' },
      { method: 'GET', path: '/api/markets/public/:country', writes: false, weight: 1, params: { country: 'sa' } },
      { method: 'GET', path: '/api/questions/public', writes: false, weight: 2, query: { productType: 'Card' }, country: 'SA' },
      { method: 'POST', path: '/api/screenings/public/bulk', writes: true, weight: 4, bodySchema: ScreeningAnswers, country: 'AE', body: answers, token,
        refs: { '*.applicationId': unknownPublicId, '*.questionId': unknownId, '*.response': unknownId } },
      { method: 'GET', path: '/api/recommendations/public/loan/:applicationId', writes: false, weight: 2, params: { applicationId: loan.applicationId }, token: loanToken },
      { method: 'PUT', path: '/api/loan-requests/public/:applicationId', writes: true, weight: 3, params: { applicationId: loan.applicationId }, token: loanToken,
        bodySchema: LoanRequestBody, country: 'PK', body: { amount: 100_000 } },
      { method: 'PUT', path: '/api/contact-consents/public/:applicationId', writes: true, weight: 3, params: { applicationId: loan.applicationId }, token: loanToken,
        bodySchema: ContactConsentBody, country: 'PK', body: { consent: true } },
      { method: 'GET', path: '/api/banks/public/:country', writes: false, weight: 1, params: { country: 'ae' } },
      { method: 'GET', path: '/api/loan-quotes/public/:applicationId', writes: false, weight: 2, params: { applicationId: loan.applicationId }, token: loanToken,
        query: { productId: '1315', amount: '20000', tenure: '12' } },
      { method: 'GET', path: '/api/key-facts/public/:productId', writes: false, weight: 1, params: { productId: '1314' }, query: { amount: '20000', tenure: '24' } },
      { method: 'POST', path: '/api/recommendations/public', writes: true, weight: 4, bodySchema: SubmitPreferencesRequest, country: 'AE', token,
        body: { applicationId: cardId, preferences }, refs: { applicationId: unknownPublicId, 'preferences.*.featureId': unknownId } },
      { method: 'GET', path: '/api/recommendations/public/:applicationId/filter', writes: false, weight: 3, params: applicationParams, token,
        query: { page: '0', size: '10', preferences: featureIds.join(',') } },
      { method: 'POST', path: '/api/recommendations/public/count', writes: false, weight: 3, bodySchema: CountRequest, country: 'AE', token,
        body: { applicationId: cardId, preferences: features.slice(0, 2).map((f) => ({ featureId: f.featureId, featureName: f.featureName })) },
        refs: { applicationId: unknownPublicId, 'preferences.*.featureId': unknownId } },
      { method: 'POST', path: '/api/product-recommendations/public/:applicationId', writes: true, weight: 4, params: applicationParams, token,
        bodySchema: ProductRecommendations, body: [{ applicationId: cardId, productId: 1302 }], refs: { '*.productId': unknownId } },
      { method: 'GET', path: '/api/productFeatures/public', writes: false, weight: 1, country: 'AE' },
      { method: 'POST', path: '/api/selected-features/public/:applicationId', writes: true, weight: 4, params: applicationParams, token,
        bodySchema: SelectedFeatures, body: featureIds.slice(0, 2).map((featureId) => ({ applicationId: cardId, featureId })),
        refs: { '*.featureId': unknownId } },
      { method: 'POST', path: '/api/email/public', writes: true, weight: 5, bodySchema: EmailRequest, body: confirmation },
      { method: 'GET', path: '/api/images/public/:imageUrl', writes: false, weight: 2, params: { imageUrl: features[0].imageUrl } },
      { method: 'GET', path: '/api/images/public/banner/:imageUrl', writes: false, weight: 2, params: { imageUrl: banner } },
      { method: 'GET', path: '/api/products/public/image/:productId', writes: false, weight: 2, params: { productId: '1301' } },
      { method: 'POST', path: '/api/client-errors/public', writes: false, weight: 2, bodySchema: ClientErrorReport,
        body: { remote: 'mfe_support', module: 'HelpAndSupportPage', message: 'Loading chunk failed', url: 'http://localhost:3000/help-and-support' } },
      // The funnel's step events: a well-formed one adds to a day's count, nothing else.
      { method: 'POST', path: '/api/funnel-events/public', writes: true, weight: 2, bodySchema: FunnelEvent, country: 'AE',
        body: { step: 'step2', product: 'Card' } },
      // Unsigned: every request is refused (401) before its body is read.
      { method: 'POST', path: '/api/partner/v1/conversions', writes: true, weight: 3, bodySchema: ConversionRequest,
        body: { eventId: 'evt-fuzz', reference: submitted.reference, status: 'approved', occurredAt: '2026-12-01T09:30:00Z' } },
      // The tracking calls: a code asked for the submitted fixture, a session with a code never sent,
      // the timeline without a tracking token.
      { method: 'POST', path: '/api/tracking/public/codes', writes: true, weight: 3, bodySchema: TrackingCodeRequest,
        body: { reference: submitted.reference, email: 'mail-fixture@example.com' } },
      { method: 'POST', path: '/api/tracking/public/sessions', writes: true, weight: 3, bodySchema: TrackingSessionRequest,
        body: { reference: submitted.reference, email: 'mail-fixture@example.com', code: '123456' } },
      { method: 'GET', path: '/api/tracking/public/timeline', writes: false, weight: 1 },
      { method: 'GET', path: '/health', writes: false, weight: 1 },
      { method: 'GET', path: '/ready', writes: false, weight: 1 },
      { method: 'GET', path: '/docs', writes: false, weight: 0.6 },
      { method: 'GET', path: '/docs/json', writes: false, weight: 0.6 },
      { method: 'GET', path: '/docs/yaml', writes: false, weight: 0.6 },
      { method: 'GET', path: '/docs/static/:file', writes: false, weight: 1, params: { file: 'index.html' } },
    ];
  }, 120_000);
  afterAll(async () => app?.close());

  it('covers every route the API serves', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as Json;
    const served = Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`));
    const fuzzed = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(served.filter((route) => !fuzzed.has(route))).toEqual([]);
    for (const route of routes) {
      const url = fill(route.path, route.params ?? {});
      expect(app.hasRoute({ method: route.method, url: route.path.replace(':file', '*') }) || (await app.inject({ method: route.method, url })).statusCode !== 404).toBe(true);
    }
  });

  it(`answers ${REQUESTS} generated bad requests with 4xx problems and changes nothing`, async () => {
    // The header values used as 'bad country' are all refused by the API's own reading of the header.
    for (const value of badCountries) expect(() => countryFromHeader(value)).toThrow();
    const rnd = new Random(SEED);
    const validators = new Map(routes.filter((r) => r.bodySchema).map((r) => [r, ajvFor().compile(r.bodySchema!)]));
    const registered = new Set(routes.flatMap((r) => (r.method === 'GET' ? ['GET', 'HEAD'] : [r.method]).map((m) => `${m} ${r.path}`)));

    /** A valid request for the route, as a case to break. */
    const base = (route: RouteSpec, params = route.params ?? {}): FuzzCase => ({
      route: `${route.method} ${route.path}`,
      family: '',
      method: route.method,
      url: fill(route.path, params) + queryString(route.query),
      headers: {
        ...callHeaders({ country: route.country, token: route.token }),
        ...(route.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: route.body === undefined ? undefined : JSON.stringify(route.body),
    });

    const bodyMutation = (route: RouteSpec, c: FuzzCase, family: string): void => {
      const body = route.body;
      const paths = nodePaths(body);
      const text = () => (typeof c.payload === 'string' ? c.payload : JSON.stringify(body));
      const replace = (path: Path, value: unknown) => { c.payload = JSON.stringify(setAt(body, path, value)); };
      switch (family) {
        case 'wrong-type': {
          const path = rnd.pick(paths);
          replace(path, rnd.pick(otherTypeValues(getAt(body, path))));
          break;
        }
        case 'missing-field': {
          const path = rnd.pick(paths.filter((p) => p.length > 0));
          c.payload = JSON.stringify(setAt(body, path, remove));
          break;
        }
        case 'huge-string': {
          const path = rnd.pick(paths.filter((p) => p.length > 0));
          replace(path, hugeString(rnd, rnd.pick([101, 255, 301, 501, 2049, 5000, 20_000, 50_001, 60_000, 100_000])));
          break;
        }
        case 'deep-nesting': {
          const deep = deepValue(rnd.pick([1000, 1000, 1000, 2000]), rnd.pick(['object', 'array', 'mixed'] as const), rnd.pick([1, 'x', null]));
          if (rnd.chance(0.2)) c.payload = JSON.stringify(Array.isArray(body) ? [...body, deep] : { ...(body as object), deep });
          else replace(rnd.pick(paths), deep);
          break;
        }
        case 'huge-array': {
          const path = rnd.pick(paths);
          const node = getAt(body, path);
          const item = Array.isArray(node) && node.length ? node[0] : rnd.pick([1, 'x', null, {}, [], node]);
          replace(path, Array.from({ length: rnd.pick([51, 100, 1000, 5000, 30_000]) }, () => item));
          break;
        }
        case 'injection':
        case 'unicode': {
          const pool = family === 'injection' ? injections : unicodeJunk;
          const path = rnd.pick(paths.filter((p) => p.length > 0));
          const current = getAt(body, path);
          replace(path, typeof current === 'string' && rnd.chance(0.5) ? current + rnd.pick(pool) : rnd.pick(pool));
          break;
        }
        case 'root-replaced': {
          const deep = deepValue(1000, 'mixed');
          c.payload = JSON.stringify(rnd.pick<unknown>([null, 0, '', 'string', true, [], {}, deep, [body], Array.isArray(body) ? body[0] : [1, 2, 3], rnd.pick(injections)]));
          break;
        }
        case 'malformed-json':
          c.payload = malformJson(rnd, text());
          break;
        case 'prototype-pollution':
          c.payload = pollute(rnd, text());
          break;
        case 'oversized-body': {
          const size = rnd.pick([BODY_LIMIT + 1, BODY_LIMIT + 100, 100_000, 300_000, 1_100_000]);
          const padded = Array.isArray(body) ? [...body, 'x'.repeat(size)] : { ...(body as object), padding: 'x'.repeat(size) };
          c.payload = JSON.stringify(padded);
          c.refused = true;
          break;
        }
        case 'invalid-utf8': {
          const t = text();
          const at = t.indexOf('":"') >= 0 ? t.indexOf('":"') + 3 : rnd.int(0, t.length);
          c.payload = Buffer.concat([Buffer.from(t.slice(0, at)), Buffer.from(rnd.pick([[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc0, 0xaf]])), Buffer.from(t.slice(at))]);
          break;
        }
        case 'dangling-reference': {
          const refs = Object.entries(route.refs ?? {});
          const [pattern, make] = rnd.pick(refs);
          const targets = paths.filter((p) => pathMatches(pattern, p));
          c.payload = JSON.stringify(setAt(body, rnd.pick(targets), make()));
          c.refused = true;
          break;
        }
        case 'bad-content-type': {
          const type = rnd.pick([...refusedContentTypes, 'missing']);
          if (type === 'missing') delete c.headers['content-type'];
          else c.headers['content-type'] = type;
          c.refused = true;
          break;
        }
        case 'bad-content-length': {
          const length = Buffer.byteLength(text());
          c.payload = text();
          c.headers['content-length'] = String(rnd.pick([0, 1, length - 1, length + 1, length * 2]));
          c.refused = c.headers['content-length'] !== String(length);
          break;
        }
        default:
          throw new Error(family);
      }
    };

    const paramJunk = (route: RouteSpec): string => rnd.pick([
      '0', '-1', '1.5', '2147483648', '99999999999999999999', '1e400', 'NaN', 'Infinity', '0x1F', '', ' ', 'null', '[]',
      rnd.pick(injections), rnd.pick(unicodeJunk), hugeString(rnd, rnd.pick([90, 101, 500, 3000])), '../../package.json',
      'x.svg%00.png', 'X.SVG', `${'a'.repeat(90)}.svg`, 'card-ae-nowhere.svg', '.svg', 'feature.svg;rm -rf', '%2e%2e%2fserver.ts',
      ...(route.path.includes('image') ? ['banner-ae-1.svg.png', 'index.html', 'feature-x.png'] : []),
    ]);

    function paramMutation(route: RouteSpec, c: FuzzCase): void {
      const names = Object.keys(route.params!);
      const name = rnd.pick(names);
      const value = paramJunk(route);
      const raw = rnd.chance(0.15);
      const params = { ...route.params! };
      const url = route.path.replace(/:([A-Za-z]+)/g, (_, n: string) => (n === name ? (raw ? value.replace(/[\s#?]/g, '') : encode(value)) : encode(params[n])));
      c.url = url + queryString(route.query);
      // A path id is compared with the body's: refused unless it is still the fixture's id.
      c.refused = !fixtureIds.has(value);
    }

    function queryMutation(route: RouteSpec, c: FuzzCase): void {
      const query = { ...(route.query ?? {}) };
      const keys = Object.keys(query);
      const path = fill(route.path, route.params ?? {});
      switch (rnd.int(0, 5)) {
        case 0: if (keys.length) query[rnd.pick(keys)] = rnd.pick([...junkStrings, '-1', '1.5', '100000', '1e9', 'card', 'Card ', 'CARD', '1,2,3,4,5,6', '1,,2', '-1,2,3', 'x'.repeat(200)]); break;
        case 1: if (keys.length) delete query[rnd.pick(keys)]; break;
        case 2: c.url = `${path}${queryString(query)}${keys.length ? '&' : '?'}${keys.length ? `${rnd.pick(keys)}=${encode(rnd.pick(junkStrings))}` : junkQuery(rnd)}`; return;
        case 3: c.url = `${path}?${junkQuery(rnd)}`; return;
        case 4: query[rnd.pick(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'])] = rnd.pick(junkStrings); break;
        default: if (keys.length) query[rnd.pick(keys)] = hugeString(rnd, rnd.pick([101, 1000, 10_000])); break;
      }
      c.url = path + queryString(query);
    }

    /** One bad request for the route. */
    function routeCase(route: RouteSpec): FuzzCase {
      const bodyFamilies = route.body !== undefined
        ? ['wrong-type', 'missing-field', 'huge-string', 'deep-nesting', 'huge-array', 'injection', 'unicode', 'root-replaced', 'malformed-json',
          'prototype-pollution', 'oversized-body', 'invalid-utf8', 'bad-content-type', 'bad-content-length', ...(route.refs ? ['dangling-reference'] : [])]
        : [];
      const families = [
        ...bodyFamilies, ...bodyFamilies, 'bad-country',
        ...(route.params ? ['bad-param', 'bad-param'] : []),
        ...(route.query ? ['bad-query', 'bad-query'] : []),
        ...(!route.writes ? ['bad-headers'] : []),
        ...(route.body === undefined && !route.query ? ['junk-query', 'body-on-get'] : []),
        ...(route.token ? ['no-token', 'wrong-token'] : []),
      ];
      for (let attempt = 0; attempt < 50; attempt++) {
        const c = base(route);
        const family = rnd.pick(families);
        c.family = family;
        // Decorations first: they never decide the answer.
        if (rnd.chance(0.3)) Object.assign(c.headers, noiseHeaders(rnd));
        if (rnd.chance(0.15) && route.body && !Array.isArray(route.body)) {
          c.payload = JSON.stringify({ ...(route.body as object), [rnd.pick(['isAdmin', 'customerId', 'role', 'id', 'status', 'constructor', 'prototype'])]: rnd.pick<unknown>([true, 1, 'admin', {}, deepValue(50, 'object')]) });
        }
        if (route.method === 'GET' && rnd.chance(0.2)) c.method = 'HEAD';
        if (bodyFamilies.includes(family)) bodyMutation(route, c, family);
        else if (family === 'bad-country') {
          c.headers['x-country-key'] = rnd.pick(badCountries);
          c.refused = true;
        } else if (family === 'bad-param') paramMutation(route, c);
        else if (family === 'no-token') {
          delete c.headers['x-access-token'];
          c.refused = true;
        } else if (family === 'wrong-token') {
          const owner = route.token!;
          c.headers['x-access-token'] = rnd.pick([
            strangerToken, strangerToken, `${owner.slice(0, -1)}${owner.endsWith('x') ? 'y' : 'x'}`, rnd.pick(junkStrings) || 'x', hugeString(rnd, rnd.int(43, 5000)),
          ]);
          c.refused = true;
        }
        else if (family === 'bad-query') queryMutation(route, c);
        else if (family === 'bad-headers') Object.assign(c.headers, noiseHeaders(rnd), noiseHeaders(rnd));
        else if (family === 'junk-query') c.url += `?${junkQuery(rnd)}`;
        else if (family === 'body-on-get') {
          c.headers['content-type'] = rnd.pick(['application/json', 'text/plain', ...refusedContentTypes]);
          c.payload = rnd.chance(0.5) ? malformJson(rnd, '{"a":1}') : JSON.stringify(deepValue(1000, 'mixed'));
        }
        if (!route.writes) return c;
        const validate = validators.get(route);
        if (c.refused || (validate && !bodyAccepted(validate, c.payload))) return c;
      }
      throw new Error(`no refused request found for ${route.method} ${route.path}`);
    }

    /** Requests that belong to no route: other methods, unknown paths, bad URLs, preflights. */
    function globalCase(family: string): FuzzCase {
      const route = rnd.pick(routes);
      const c = base(route);
      c.family = family;
      c.route = family;
      switch (family) {
        case 'wrong-method': {
          const methods = (['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'] as Method[]).filter((m) => !registered.has(`${m} ${route.path}`));
          c.method = rnd.pick(methods);
          if (c.method === 'GET' || c.method === 'HEAD') c.payload = undefined;
          break;
        }
        case 'unknown-route':
          c.method = rnd.pick(['GET', 'POST', 'PUT', 'DELETE'] as Method[]);
          c.url = rnd.pick([
            `/api/${encode(rnd.pick(junkStrings))}`, `${c.url}/extra`, c.url.toUpperCase(), `${c.url.split('?')[0]}/`, `/${c.url}`,
            `${c.url.split('?')[0]};jsessionid=1`, '/.env', '/.git/config', '/admin', '/server-status', '/api', '/api/customer-profiles',
            '/api/customer-profiles/private', '/docs/static/../../../../etc/passwd', '/docs/static/%2e%2e%2f%2e%2e%2fpackage.json',
            `/api/images/public/${encode('../../package.json')}`, `/docs/static/${encode(rnd.pick(injections))}`,
          ]);
          if (c.method === 'GET') c.payload = undefined;
          break;
        case 'bad-url':
          c.url = rnd.pick([
            '/api/images/public/%', '/api/images/public/%E0%A4%A', '/api/applications/public/%ZZ', '/api/images/public/banner/%c0%af',
            `/api/images/public/${'a'.repeat(rnd.int(101, 3000))}.svg`, `/api/applications/public/${'9'.repeat(rnd.int(101, 2000))}`,
            '/api/%', '/%%', '/api/products/public/image/%ff%fe', `/docs/static/${'%'.repeat(rnd.int(1, 20))}`,
          ]);
          c.method = rnd.pick(['GET', 'HEAD', 'POST'] as Method[]);
          break;
        case 'preflight':
          c.method = 'OPTIONS';
          c.payload = undefined;
          c.headers = {};
          if (rnd.chance(0.8)) c.headers.origin = rnd.pick(['http://localhost:3000', 'https://evil.example', 'null', rnd.pick(junkStrings), 'http://localhost:3000.evil.example', 'http://localhost:30000']);
          if (rnd.chance(0.8)) c.headers['access-control-request-method'] = rnd.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', rnd.pick(junkStrings)]);
          if (rnd.chance(0.5)) c.headers['access-control-request-headers'] = rnd.pick(['content-type,x-country-key', 'x-evil', rnd.pick(junkStrings), 'authorization']);
          break;
        default:
          throw new Error(family);
      }
      return c;
    }

    const globalWeights = { 'wrong-method': 1.5, 'unknown-route': 1.5, 'bad-url': 1, preflight: 1.5 } as const;
    const weights: Record<string, number> = { ...Object.fromEntries(routes.map((r, i) => [`route:${i}`, r.weight])), ...globalWeights };

    const before = await databaseFingerprint(app);
    const statuses = new Map<number, number>();
    const byRoute = new Map<string, number>();
    const byFamily = new Map<string, number>();
    const msByFamily = new Map<string, number>();
    const msByRoute = new Map<string, number>();
    const failures: string[] = [];
    const describeCase = (c: FuzzCase) =>
      `${c.family}: ${c.method} ${c.url.slice(0, 120)} ${JSON.stringify(c.headers).slice(0, 200)} ${String(c.payload ?? '').slice(0, 200)}`;
    const internals = [apiRoot, 'node_modules', '/src/', '.ts:', '.js:'];
    const started = Date.now();

    for (let i = 0; i < REQUESTS; i++) {
      const key = rnd.weighted(weights);
      const c = key.startsWith('route:') ? routeCase(routes[Number(key.slice(6))]) : globalCase(key);
      byRoute.set(c.route, (byRoute.get(c.route) ?? 0) + 1);
      byFamily.set(c.family, (byFamily.get(c.family) ?? 0) + 1);
      let res: LightMyRequestResponse;
      const sent = performance.now();
      try {
        res = await app.inject({ method: c.method as InjectOptions['method'], url: c.url, headers: c.headers as Record<string, string>, payload: c.payload, remoteAddress: `10.${i % 250}.0.1` });
      } catch (error) {
        failures.push(`inject threw ${(error as Error).message} for ${describeCase(c)}`);
        continue;
      }
      msByFamily.set(c.family, (msByFamily.get(c.family) ?? 0) + performance.now() - sent);
      msByRoute.set(c.route, (msByRoute.get(c.route) ?? 0) + performance.now() - sent);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${res.body.slice(0, 200)} for ${describeCase(c)}`);
      if (key.startsWith('route:') && routes[Number(key.slice(6))].writes && res.statusCode < 300) {
        failures.push(`a write accepted a bad request (${res.statusCode}) for ${describeCase(c)}`);
      }
      if (res.statusCode >= 400) {
        const type = String(res.headers['content-type'] ?? '');
        if (!type.startsWith('application/problem+json')) failures.push(`content-type ${type} (${res.statusCode}) for ${describeCase(c)}`);
        if (c.method !== 'HEAD') {
          let problem: Json;
          try {
            problem = JSON.parse(res.body);
          } catch {
            failures.push(`not JSON: ${res.body.slice(0, 100)} for ${describeCase(c)}`);
            continue;
          }
          const ok = Object.keys(problem).sort().join() === 'code,detail,status,title,type' && problem.status === res.statusCode
            && typeof problem.title === 'string' && problem.title.length > 0 && typeof problem.detail === 'string' && problem.detail.length > 0
            && typeof problem.type === 'string' && isProblemCode(problem.code);
          if (!ok) failures.push(`not a problem: ${res.body.slice(0, 200)} for ${describeCase(c)}`);
          const leaked = internals.find((s) => res.body.includes(s)) ?? (/\n\s+at [\w.<]/.test(res.body) ? 'a stack trace' : undefined);
          if (leaked) failures.push(`leaks ${leaked}: ${res.body.slice(0, 200)} for ${describeCase(c)}`);
        }
      }
      if (failures.length > 30) break;
    }
    const elapsed = (Date.now() - started) / 1000;
    const after = await databaseFingerprint(app);

    const table = (m: Map<string | number, number>) => [...m.entries()].sort((a, b) => String(a[0]).localeCompare(String(b[0]))).map(([k, n]) => `  ${k}: ${n}`).join('\n');
    console.log(
      `fuzz: ${REQUESTS} requests (seed ${SEED}) in ${elapsed.toFixed(1)} s (${Math.round(REQUESTS / elapsed)} req/s)\n` +
      `statuses:\n${table(statuses)}\nfamilies (requests, ms in inject):\n${[...byFamily.keys()].sort().map((f) => `  ${f}: ${byFamily.get(f)}, ${Math.round(msByFamily.get(f) ?? 0)} ms`).join('\n')}\n` +
      `routes (requests, ms in inject):\n${[...byRoute.keys()].sort().map((r) => `  ${r}: ${byRoute.get(r)}, ${Math.round(msByRoute.get(r) ?? 0)} ms`).join('\n')}`,
    );

    expect(failures).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(REQUESTS);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(statuses.get(429)).toBeUndefined();
    expect(after).toEqual(before);
    expect(({} as Json).polluted).toBeUndefined();
    expect(({} as Json).isAdmin).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    // Every route and every kind of bad request had its share.
    for (const route of routes) expect(byRoute.get(`${route.method} ${route.path}`) ?? 0).toBeGreaterThanOrEqual(REQUESTS / 300);
    for (const family of ['wrong-type', 'missing-field', 'huge-string', 'deep-nesting', 'huge-array', 'injection', 'unicode', 'malformed-json',
      'prototype-pollution', 'oversized-body', 'invalid-utf8', 'bad-content-type', 'bad-country', 'bad-param', 'bad-query', 'dangling-reference',
      'no-token', 'wrong-token', 'wrong-method', 'unknown-route', 'bad-url', 'preflight']) {
      expect(byFamily.get(family) ?? 0).toBeGreaterThanOrEqual(REQUESTS / 300);
    }
    // Still healthy afterwards.
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    // About 15 s of requests on a quiet 2-core machine; the limit leaves room for a busy one.
  }, 240_000);

  // Valid requests whose free text carries the same junk: these may be stored, and must never fail.
  it('stores any text of the free-text fields (help request, names) without a 5xx', async () => {
    const rnd = new Random(SEED + 1);
    const texts = [...injections, ...unicodeJunk, ...Array.from({ length: 10 }, () => hugeString(rnd, rnd.int(100, 15_000)))];
    const statuses = new Set<number>();
    const unexpected: string[] = [];
    const expectOneOf = (status: number, allowed: number[], what: string) => {
      if (!allowed.includes(status)) unexpected.push(`${status} for ${JSON.stringify(what).slice(0, 200)}`);
    };
    for (const [i, text] of texts.entries()) {
      const short = text.slice(0, 2000);
      const body = rnd.pick([text, `<p>${text}</p>`, `<p>Message: ${short}</p><a href="${short}">x</a><img src="${short}" onerror="${short}">`]);
      // The message is stored and mailed (as text); the body is read by no one. Blank text is a 400.
      const help = await app.inject({ method: 'POST', url: '/api/email/public', headers: { 'x-country-key': 'AE' }, payload: { to: `free-text-${i}@example.com`, containImages: rnd.chance(0.5), subject: 'Help & Support Request Received', body, name: 'Sara Ahmed', message: short } });
      statuses.add(help.statusCode);
      expectOneOf(help.statusCode, [202, 400], `help request ${short}`);
      const name = `Sara ${rnd.pick(['مرحبا', 'שלום', 'Ａｌｉ', 'İı', 'ß', 'Zoë'])}${text.slice(0, 40)}`;
      const customer = await app.inject({ method: 'POST', url: '/api/customer-profiles/public', headers: { 'x-country-key': 'AE' }, payload: { name, email: `free-text-${i}@example.com`, mobileNumber: '+971500000009' } });
      // 422: a name with characters no name holds (the Full Name rule).
      expectOneOf(customer.statusCode, [201, 400, 422], `customer ${name}`);
      const report = await app.inject({ method: 'POST', url: '/api/client-errors/public', payload: { remote: 'mfe_support', module: text.slice(0, 128) || 'x', message: text.slice(0, 500), url: text.slice(0, 2048) } });
      expectOneOf(report.statusCode, [204, 400], `client error ${text}`);
    }
    expect(unexpected).toEqual([]);
    expect(statuses.has(202)).toBe(true);
    // What was stored is storable text: no NUL or other control characters, no lone surrogates.
    const stored = ((await app.db.execute(sql`select message from support_requests`)) as unknown as { rows: { message: string }[] }).rows;
    for (const row of stored) {
      // eslint-disable-next-line no-control-regex -- looking for control characters
      expect(row.message).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
      expect(row.message).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  }, 120_000);
});
