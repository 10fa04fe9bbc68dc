/**
 * Double and triple clicks at the API level: every write of the journey sent 2 and 3 times at
 * once (Promise.all) stores one record and gives every click the same answer. The front end's
 * lock on Next already prevents most of them; the API holds the line when one gets through (two
 * tabs, a retry after a lost answer). Creates are idempotent within IDEMPOTENCY_WINDOW_MS (see
 * README.md): customers by the submission's Idempotency-Key, applications by the access token that
 * made them; sets (answers, preferences, selected features, product
 * recommendations) replace or add under a lock; the submit and the confirmation mail are
 * conditional. Run on embedded PGlite and on PostgreSQL (where requests really run in parallel).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describeOnDatabases, mobileNumberFor, rowCounts, startApp } from '../support/helpers';
import { injectClient, pickAnswers, subjects } from '../support/journey';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describeOnDatabases('double and triple submits', (started) => {
  let app: FastifyInstance;
  let seq = 0;

  beforeAll(() => {
    app = started.app;
  });

  const client = () => injectClient(app);
  /**
   * The same request `clicks` times at once (one submission: one Idempotency-Key); every answer
   * must carry `status` and be the same (each creation of the customer hands out a token of its own).
   */
  async function clicks(clicksCount: number, method: 'POST' | 'PUT', url: string, payload: unknown, status: number, token?: string) {
    const idempotencyKey = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: clicksCount }, () => client()(method, url, { payload, country: 'AE', token, idempotencyKey })));
    expect(answers.map((a) => a.status)).toEqual(Array(clicksCount).fill(status));
    const withoutToken = (body: Json) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, accessToken: undefined } : body);
    for (const a of answers) expect(withoutToken(a.body)).toEqual(withoutToken(answers[0].body));
    return answers[0].body;
  }
  const person = () => {
    seq += 1;
    return { name: 'Omar Khalid', email: `double-${seq}-${Date.now()}@example.com`, mobileNumber: `+9715012${String(seq).padStart(5, '0')}` };
  };
  async function created(type: 'Card' | 'Loan' = 'Card') {
    const c = client();
    const customer = (await c('POST', '/api/customer-profiles/public', { payload: { ...person(), promoCode: '' }, country: 'AE' })).body;
    const token: string = customer.accessToken;
    const application = (await c('POST', '/api/applications/public', { payload: { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: type }, country: 'AE', token })).body;
    return { customer, token, applicationId: application.applicationId as string };
  }
  const delta = (before: Record<string, number>, after: Record<string, number>) =>
    Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k]]).filter(([, d]) => d !== 0));

  describe.each([2, 3])('%i clicks at once', (n) => {
    it('on creating the customer: one customer', async () => {
      const before = await rowCounts(app);
      const body = await clicks(n, 'POST', '/api/customer-profiles/public', { ...person(), promoCode: '' }, 201);
      expect(body.customerId).toEqual(expect.any(String));
      expect(delta(before, await rowCounts(app))).toEqual({ customers: 1 });
    });

    it('on creating the application: one application', async () => {
      const { customer, token } = await created();
      const before = await rowCounts(app);
      const body = await clicks(n, 'POST', '/api/applications/public', { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Loan', status: 'Created' }, 201, token);
      expect(body.status).toBe('Created');
      expect(delta(before, await rowCounts(app))).toEqual({ applications: 1 });
    });

    it('on the answers: one answer per question', async () => {
      const { applicationId, token } = await created();
      const questions = (await client()('GET', '/api/questions/public?productType=Card', { country: 'AE' })).body as Json[];
      const before = await rowCounts(app);
      await clicks(n, 'POST', '/api/screenings/public/bulk', pickAnswers(questions, applicationId), 200, token);
      expect(delta(before, await rowCounts(app))).toEqual({ screening_answers: questions.length });
    });

    it('on the ranked preferences and the selected features: one set each', async () => {
      const { applicationId, token } = await created();
      const features = ((await client()('GET', '/api/productFeatures/public', { country: 'AE' })).body as Json[]).filter((f) => f.productType === 'Card' && f.active === 'Y').slice(0, 4);
      const before = await rowCounts(app);
      await clicks(n, 'POST', '/api/recommendations/public', { applicationId, preferences: features.map((f, i) => ({ featureId: f.featureId, priority: i + 1 })) }, 200, token);
      await clicks(n, 'POST', `/api/selected-features/public/${applicationId}`, features.map((f) => ({ applicationId, featureId: f.featureId })), 200, token);
      expect(delta(before, await rowCounts(app))).toEqual({ preferences: 4, selected_features: 4 });
    });

    it('on saving the product recommendations: one row per product', async () => {
      const { applicationId, token } = await created('Loan');
      const before = await rowCounts(app);
      await clicks(n, 'POST', `/api/product-recommendations/public/${applicationId}`, [1314, 1315, 1316].map((productId) => ({ applicationId, productId })), 200, token);
      expect(delta(before, await rowCounts(app))).toEqual({ product_recommendations: 3 });
    });

    it("on 'Apply now' (submit) and the confirmation mail: submitted once, one mail", async () => {
      const { customer, applicationId, token } = await created();
      const before = await rowCounts(app);
      const submit = { applicationId, customer: { customerId: customer.customerId }, location: { locationId: 1 }, product: { productId: 1301 }, applicationType: 'Card', clientRiskProfile: null, status: 'Submitted' };
      const body = await clicks(n, 'PUT', '/api/applications/public', submit, 200, token);
      expect(body).toEqual(expect.objectContaining({ applicationId, status: 'Submitted', product: expect.objectContaining({ productId: 1301 }) }));
      const mail = await clicks(n, 'POST', '/api/email/public', { to: customer.email, containImages: false, subject: subjects.Card, body: '<p>Thank you</p>' }, 202);
      expect(mail).toEqual({ id: expect.any(String), status: 'queued' });
      expect(delta(before, await rowCounts(app))).toEqual({ mail_outbox: 1 });
      const rows = ((await app.db.execute(sql`select status, submitted_at from applications where public_id = ${applicationId}`)) as unknown as { rows: Json[] }).rows;
      expect(rows).toEqual([{ status: 'Submitted', submitted_at: expect.anything() }]);
    });
  });

  it('answers a repeat after the first answer (a retry with the same Idempotency-Key and the same token) with the first record too', async () => {
    const details = { ...person(), promoCode: '' };
    const idempotencyKey = crypto.randomUUID();
    const c = client();
    const first = await c('POST', '/api/customer-profiles/public', { payload: details, country: 'AE', idempotencyKey });
    const again = await c('POST', '/api/customer-profiles/public', { payload: { ...details, name: `${details.name} ` }, country: 'AE', idempotencyKey });
    expect(again.status).toBe(201);
    expect(again.body.customerId).toBe(first.body.customerId);
    const application = { customer: { customerId: first.body.customerId }, location: { locationId: 1 }, applicationType: 'Card' };
    const a1 = await c('POST', '/api/applications/public', { payload: application, country: 'AE', token: first.body.accessToken });
    const a2 = await c('POST', '/api/applications/public', { payload: application, country: 'AE', token: first.body.accessToken });
    expect(a2.body.applicationId).toBe(a1.body.applicationId);
  });

  it('still creates a new record without a key, for another key, after a submit, or after the window', async () => {
    const c = client();
    const details = { ...person(), promoCode: '' };
    const idempotencyKey = crypto.randomUUID();
    const first = (await c('POST', '/api/customer-profiles/public', { payload: details, country: 'AE', idempotencyKey })).body;
    const withoutKey = (await c('POST', '/api/customer-profiles/public', { payload: details, country: 'AE' })).body;
    const otherKey = (await c('POST', '/api/customer-profiles/public', { payload: details, country: 'AE', idempotencyKey: crypto.randomUUID() })).body;
    const otherCountry = (await c('POST', '/api/customer-profiles/public', { payload: { ...details, mobileNumber: mobileNumberFor('SA') }, country: 'SA' })).body;
    expect(new Set([first.customerId, withoutKey.customerId, otherKey.customerId, otherCountry.customerId]).size).toBe(4);

    // An application is reused only while Created: after 'Apply now' the next one is new.
    const create = { customer: { customerId: first.customerId }, location: { locationId: 1 }, applicationType: 'Card' };
    const token: string = first.accessToken;
    const a1 = (await c('POST', '/api/applications/public', { payload: create, country: 'AE', token })).body;
    expect((await c('PUT', '/api/applications/public', { payload: { applicationId: a1.applicationId, customer: { customerId: first.customerId }, product: { productId: 1301 }, applicationType: 'Card', status: 'Submitted' }, country: 'AE', token })).status).toBe(200);
    const a2 = (await c('POST', '/api/applications/public', { payload: create, country: 'AE', token })).body;
    expect(a2.applicationId).not.toBe(a1.applicationId);
    expect(a2.status).toBe('Created');

    // Once the window has passed, the same key and details make a new customer (a visitor starting over).
    await app.db.execute(sql`update customers set created_at = now() - interval '1 hour' where public_id = ${first.customerId}`);
    const later = (await c('POST', '/api/customer-profiles/public', { payload: details, country: 'AE', idempotencyKey })).body;
    expect(later.customerId).not.toBe(first.customerId);
  });
});

describe('with IDEMPOTENCY_WINDOW_MS 0', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ IDEMPOTENCY_WINDOW_MS: 0 });
  });
  afterAll(() => app?.close());

  it('every create makes a new record', async () => {
    const c = injectClient(app);
    const details = { name: 'Omar Khalid', email: `no-window-${Date.now()}@example.com`, mobileNumber: mobileNumberFor('AE'), promoCode: '' };
    const idempotencyKey = crypto.randomUUID();
    const customers = await Promise.all([1, 2].map(() => c('POST', '/api/customer-profiles/public', { payload: details, country: 'AE', idempotencyKey })));
    expect(customers.map((r) => r.status)).toEqual([201, 201]);
    expect(customers[1].body.customerId).not.toBe(customers[0].body.customerId);
    const [{ body: customer }] = customers;
    const create = { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card' };
    const first = await c('POST', '/api/applications/public', { payload: create, country: 'AE', token: customer.accessToken });
    const second = await c('POST', '/api/applications/public', { payload: create, country: 'AE', token: customer.accessToken });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.applicationId).not.toBe(first.body.applicationId);
  });
});
