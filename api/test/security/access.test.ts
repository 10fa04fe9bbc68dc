/**
 * A visitor's data is theirs alone. Creating a customer answers an access token; every call of
 * spec section 7 that names the customer or one of its applications needs it (X-Access-Token),
 * and without it, or with another visitor's token, answers exactly what an id that does not exist
 * gets (404) and changes nothing. Ids on the wire are random UUIDs, the application view carries
 * no e-mail address or phone, and an application stays in its customer's country. Run on
 * embedded PGlite and on PostgreSQL.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { databaseFingerprint, describeOnDatabases } from '../support/helpers';
import { injectClient, type CallOptions, type Client } from '../support/journey';
import { sendTokenCall, tokenCallTargets, tokenCalls, type TokenCall, type TokenCallTargets } from '../support/token-calls';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describeOnDatabases('access to a visitor’s records', (started) => {
  let app: FastifyInstance;
  let client: Client;
  let seq = 0;

  beforeAll(() => {
    app = started.app;
    client = injectClient(app);
  });

  const person = (overrides: Record<string, string> = {}) => {
    seq += 1;
    return { name: 'Sara Ahmed', email: `sara.${seq}@example.com`, mobileNumber: `+97150${String(1_000_000 + seq)}`, promoCode: '', ...overrides };
  };
  async function newCustomer(country = 'AE') {
    const res = await client('POST', '/api/customer-profiles/public', { payload: person(), country });
    expect(res.status).toBe(201);
    return res.body as { customerId: string; accessToken: string; email: string; mobileNumber: string; promoCode: string };
  }
  async function newApplication(type: 'Card' | 'Loan', country = 'AE') {
    const customer = await newCustomer(country);
    const res = await client('POST', '/api/applications/public', {
      payload: { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: type, status: 'Created' },
      country, token: customer.accessToken,
    });
    expect(res.status).toBe(201);
    return { customer, applicationId: res.body.applicationId as string, token: customer.accessToken };
  }

  describe('ids and tokens', () => {
    it('gives each customer a random UUID and an access token of 256 bits, and stores only its SHA-256', async () => {
      const first = await newCustomer();
      const second = await newCustomer();
      expect(first.customerId).toMatch(uuid);
      expect(second.customerId).toMatch(uuid);
      expect(first.customerId).not.toBe(second.customerId);
      // Nothing sequential to count on: the two ids share no prefix a counter would make.
      expect(first.customerId.slice(0, 8)).not.toBe(second.customerId.slice(0, 8));
      for (const { accessToken } of [first, second]) {
        expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(accessToken, 'base64url')).toHaveLength(32);
      }
      expect(first.accessToken).not.toBe(second.accessToken);

      const stored = ((await app.db.execute(sql`
        select encode(t.token_hash, 'hex') as hash from access_tokens t join customers c on c.id = t.customer_id
         where c.public_id = ${first.customerId}`)) as unknown as { rows: { hash: string }[] }).rows;
      expect(stored).toEqual([{ hash: crypto.createHash('sha256').update(first.accessToken).digest('hex') }]);
      const everything = ((await app.db.execute(sql`
        select string_agg(t::text, '|') as text from (
          select c::text as t from customers c union all select a::text from applications a union all select k::text from access_tokens k
        ) all_rows`)) as unknown as { rows: { text: string }[] }).rows[0].text;
      expect(everything).not.toContain(first.accessToken);
    });

    it('gives applications random UUIDs, one application’s id saying nothing about the next', async () => {
      const a = await newApplication('Card');
      const b = await newApplication('Card');
      expect(a.applicationId).toMatch(uuid);
      expect(b.applicationId).toMatch(uuid);
      expect(a.applicationId.slice(0, 8)).not.toBe(b.applicationId.slice(0, 8));
    });

    it('answers every click of a double-clicked create (one Idempotency-Key) with the same customer and a token that works', async () => {
      const details = person();
      const idempotencyKey = crypto.randomUUID();
      const answers = await Promise.all([1, 2].map(() => client('POST', '/api/customer-profiles/public', { payload: details, country: 'AE', idempotencyKey })));
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      expect(answers[1].body.customerId).toBe(answers[0].body.customerId);
      expect(answers[1].body.accessToken).not.toBe(answers[0].body.accessToken);
      for (const { body } of answers) {
        const res = await client('POST', '/api/applications/public', {
          payload: { customer: { customerId: body.customerId }, location: { locationId: 1 }, applicationType: 'Card' }, country: 'AE', token: body.accessToken,
        });
        expect(res.status).toBe(201);
      }
    });
  });

  describe('the application view', () => {
    it('carries the customer’s id, name and risk profile, never the e-mail address or the phone', async () => {
      const { customer, applicationId, token } = await newApplication('Card');
      const read = await client('GET', `/api/applications/public/${applicationId}`, { country: 'AE', token });
      expect(read.status).toBe(200);
      expect(read.body.customer).toEqual({ customerId: customer.customerId, name: 'Sara Ahmed', clientRiskProfile: null });
      const submitted = await client('PUT', '/api/applications/public', {
        payload: { applicationId, customer: { customerId: customer.customerId }, product: { productId: 1301 }, applicationType: 'Card', status: 'Submitted' },
        country: 'AE', token,
      });
      expect(submitted.status).toBe(200);
      for (const body of [read.body, submitted.body]) {
        const text = JSON.stringify(body);
        expect(text).not.toContain(customer.email);
        expect(text).not.toContain(customer.mobileNumber.slice(1));
        expect(Object.keys(body.customer).sort()).toEqual(['clientRiskProfile', 'customerId', 'name']);
      }
    });
  });

  describe('country', () => {
    it('refuses an application in another country than its customer’s with a 422, and stores nothing', async () => {
      const customer = await newCustomer('AE');
      const before = await databaseFingerprint(app);
      const create = (country?: string) => client('POST', '/api/applications/public', {
        payload: { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card' }, country, token: customer.accessToken,
      });
      for (const country of ['SA', undefined, 'PK']) {
        const res = await create(country);
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ type: expect.any(String), title: 'Country mismatch', status: 422, detail: expect.stringContaining('AE'), code: 'customer.country-mismatch' });
      }
      expect(await databaseFingerprint(app)).toEqual(before);

      const created = await create('AE');
      expect(created.status).toBe(201);
      const rows = ((await app.db.execute(sql`select country from applications where public_id = ${created.body.applicationId}`)) as unknown as { rows: { country: string }[] }).rows;
      expect(rows).toEqual([{ country: 'ae' }]);
    });

    it('refuses a location of another country', async () => {
      const customer = await newCustomer('AE');
      // Location 21 (promo 3-21-riyadhpark) is in Saudi Arabia.
      const res = await client('POST', '/api/applications/public', {
        payload: { customer: { customerId: customer.customerId }, location: { locationId: 21 }, applicationType: 'Card' }, country: 'AE', token: customer.accessToken,
      });
      expect(res.status).toBe(422);
      expect(res.body.title).toBe('Location not available');
    });
  });

  describe('every call that names a customer or an application', () => {
    let targets: TokenCallTargets;
    let stranger: Awaited<ReturnType<typeof newApplication>>;

    beforeAll(async () => {
      targets = await tokenCallTargets(client, newApplication);
      stranger = await newApplication('Card');
    }, 60_000);

    const calls = tokenCalls(() => targets);
    const send = (call: TokenCall, id: string, options: CallOptions) => sendTokenCall(app, call, id, options);

    it.each(calls)('$name: refused with the 404 of an unknown id, without a token or with another visitor’s', async (call) => {
      const victim = call.id();
      const nowhere = crypto.randomUUID();
      const before = await databaseFingerprint(app);
      const unknown = await send(call, nowhere, { token: stranger.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toContain('application/problem+json');
      const unknownBody = unknown.json();
      expect(unknownBody).toEqual({ type: expect.any(String), title: 'Not Found', status: 404, detail: expect.stringContaining(nowhere), code: expect.stringMatching(/\.not-found$/) });

      const attempts: [string, CallOptions][] = [
        ['no token', {}],
        ['another visitor’s token', { token: stranger.token }],
        ['a token that is no token', { token: 'x' }],
        ['the owner’s token changed in one character', { token: `${call.token().slice(0, -1)}${call.token().endsWith('A') ? 'B' : 'A'}` }],
      ];
      for (const [what, options] of attempts) {
        const res = await send(call, victim, options);
        expect({ what, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ what, status: 404, type: unknown.headers['content-type'] });
        // Word for word the answer for an id that does not exist, but for the id itself.
        expect(res.body.replaceAll(victim, nowhere)).toBe(unknown.body);
      }
      expect(await databaseFingerprint(app)).toEqual(before);

      // The same request with the owner's token goes through: only the token was missing.
      expect((await send(call, victim, { token: call.token() })).statusCode).toBe(call.status);
    });

    it('documents the X-Access-Token header in OpenAPI on exactly these calls', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as Json;
      const withHeader: string[] = [];
      for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
        for (const [method, operation] of Object.entries(methods)) {
          const header = (operation.parameters ?? []).find((p: Json) => p.in === 'header' && p.name.toLowerCase() === 'x-access-token');
          if (header) {
            withHeader.push(`${method.toUpperCase()} ${path}`);
            expect(header.description).toContain('404');
          }
        }
      }
      expect(withHeader.sort()).toEqual([
        'GET /api/applications/public/credit-score/{applicationId}', 'GET /api/applications/public/{applicationId}',
        'GET /api/recommendations/public/loan/{applicationId}', 'GET /api/recommendations/public/{applicationId}/filter',
        'GET /api/loan-quotes/public/{applicationId}', 'POST /api/applications/public', 'POST /api/product-recommendations/public/{applicationId}', 'POST /api/recommendations/public',
        'POST /api/recommendations/public/count', 'POST /api/screenings/public/bulk', 'POST /api/selected-features/public/{applicationId}',
        'PUT /api/applications/public', 'PUT /api/loan-requests/public/{applicationId}', 'PUT /api/contact-consents/public/{applicationId}',
      ].sort());
      const profile = doc.paths['/api/customer-profiles/public'].post.responses['201'].content['application/json'].schema;
      expect(profile.properties.accessToken.description).toContain('X-Access-Token');
    });
  });
});
