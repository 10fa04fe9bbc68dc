/**
 * A visitor's token belongs to the one who created the customer. Someone who knows the visitor's
 * name, e-mail address, phone and promo code and sends the same customer create gets a customer
 * and applications of their own, never a token for the visitor's: a repeat is recognised by the
 * Idempotency-Key only the first caller has, and an application repeat by the token that made it.
 * A token stops working when it expires (ACCESS_TOKEN_TTL_HOURS) and when retention anonymises
 * its customer. Run on embedded PGlite and on PostgreSQL.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { idempotencyKeyHeader } from '@storefront/shared/contract';
import { databaseFingerprint, describeOnDatabases, rowCounts } from '../support/helpers';
import { injectClient, pickAnswers, type Answer, type Client } from '../support/journey';
import { sendTokenCall, tokenCallTargets, tokenCalls, type OwnedApplication, type TokenCall, type TokenCallTargets } from '../support/token-calls';
import { anonymiseExpired } from '../../src/db/repositories/retention';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const profiles = '/api/customer-profiles/public';

describeOnDatabases('taking over a visitor’s records', (started) => {
  let app: FastifyInstance;
  let client: Client;
  let seq = 0;

  beforeAll(() => {
    app = started.app;
    client = injectClient(app);
  });

  const details = () => {
    seq += 1;
    return { name: 'Sara Ahmed', email: `Sara.Ahmed.${seq}@example.com`, mobileNumber: `+97150${String(2_000_000 + seq)}`, promoCode: '1-1-other' };
  };
  const create = (payload: unknown, idempotencyKey?: string): Promise<Answer> => client('POST', profiles, { payload, country: 'AE', idempotencyKey });
  const apply = (customerId: string, token: string, type: 'Card' | 'Loan' = 'Card') => client('POST', '/api/applications/public', {
    payload: { customer: { customerId }, location: { locationId: 1 }, applicationType: type, status: 'Created' }, country: 'AE', token,
  });
  /** A customer made as the storefront makes it (with an Idempotency-Key of its own), and an application of `type`. */
  async function newApplication(type: 'Card' | 'Loan', payload: unknown = details()): Promise<OwnedApplication & { payload: Json }> {
    const customer = await create(payload, crypto.randomUUID());
    expect(customer.status).toBe(201);
    const application = await apply(customer.body.customerId, customer.body.accessToken, type);
    expect(application.status).toBe(201);
    return { customer: customer.body, applicationId: application.body.applicationId, token: customer.body.accessToken, payload };
  }
  const rows = async <T = Json>(query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const customersWithEmail = async (email: string) =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from customers where lower(email) = lower(${email})`))[0].n;

  describe('a second party repeating the visitor’s creates', () => {
    let targets: TokenCallTargets;
    const calls = tokenCalls(() => targets);
    /** The second party's customer, token and application, from repeating the visitor's create. */
    const attackers: { how: string; customerId: string; token: string; applicationId: string }[] = [];

    beforeAll(async () => {
      targets = await tokenCallTargets(client, (type) => newApplication(type));
    }, 60_000);

    it.each([
      ['the same details without a key', (p: Json) => p, undefined],
      ['the same details, the e-mail in other letters’ case', (p: Json) => ({ ...p, email: p.email.toUpperCase() }), undefined],
      ['the same details, the e-mail in lower case, with a key of its own', (p: Json) => ({ ...p, email: p.email.toLowerCase() }), crypto.randomUUID()],
    ])('with %s: gets a new customer, a new application, and no way to the visitor’s', async (how, change, key) => {
      const victim = targets.card as OwnedApplication & { payload: Json };
      const before = await rowCounts(app);
      const repeat = await create(change(victim.payload), key);
      expect(repeat.status).toBe(201);
      expect(repeat.body.customerId).not.toBe(victim.customer.customerId);
      expect(repeat.body.accessToken).not.toBe(victim.token);

      // The create of an application with its own token answers an application of its own.
      const own = await apply(repeat.body.customerId, repeat.body.accessToken);
      expect(own.status).toBe(201);
      expect(own.body.applicationId).not.toBe(victim.applicationId);
      expect(own.body.customer.customerId).toBe(repeat.body.customerId);
      expect(await rowCounts(app)).toEqual({ ...before, customers: before.customers + 1, applications: before.applications + 1 });
      attackers.push({ how, customerId: repeat.body.customerId, token: repeat.body.accessToken, applicationId: own.body.applicationId });
    });

    it.each(calls)('$name: the repeated creates’ tokens get the 404 of an unknown id on the visitor’s records, which stay unchanged', async (call: TokenCall) => {
      expect(attackers).toHaveLength(3);
      const victimId = call.id();
      const nowhere = crypto.randomUUID();
      const unknown = await sendTokenCall(app, call, nowhere, { token: attackers[0].token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ type: expect.any(String), title: 'Not Found', status: 404, detail: expect.stringContaining(nowhere), code: expect.stringMatching(/\.not-found$/) });
      const before = await databaseFingerprint(app);
      for (const { how, token } of attackers) {
        const res = await sendTokenCall(app, call, victimId, { token });
        expect({ how, status: res.statusCode }).toEqual({ how, status: 404 });
        expect(res.body.replaceAll(victimId, nowhere)).toBe(unknown.body);
      }
      expect(await databaseFingerprint(app)).toEqual(before);
      // The visitor's own call still goes through (the submit last: the visitor's submit works).
      expect((await sendTokenCall(app, call, victimId, { token: call.token() })).statusCode).toBe(call.status);
    });

    it('leaves the visitor’s application as the visitor made it: submitted with the visitor’s product', async () => {
      const [application] = await rows(sql`
        select a.status::text, a.product_id, c.public_id::text as customer
          from applications a join customers c on c.id = a.customer_id where a.public_id = ${targets.card.applicationId}`);
      expect(application).toEqual({ status: 'Submitted', product_id: 1301, customer: targets.card.customer.customerId });
    });
  });

  describe('the creator’s own repeats', () => {
    it('a double click with one Idempotency-Key makes one customer; each click’s token works', async () => {
      const payload = details();
      const key = crypto.randomUUID();
      const answers = await Promise.all([1, 2, 3].map(() => create(payload, key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.customerId)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body.accessToken)).size).toBe(3);
      expect(await customersWithEmail(payload.email)).toBe(1);
      for (const { body } of answers) expect((await apply(body.customerId, body.accessToken)).status).toBe(201);

      // A retry after the answer, the key as a quoted structured-field string: the same customer.
      const retry = await create(payload, `"${key}"`);
      expect(retry.status).toBe(201);
      expect(retry.body.customerId).toBe(answers[0].body.customerId);
      expect(await customersWithEmail(payload.email)).toBe(1);
    });

    it('the same Idempotency-Key with other details is refused with a 422 problem, and stores nothing', async () => {
      const payload = details();
      const key = crypto.randomUUID();
      expect((await create(payload, key)).status).toBe(201);
      const before = await databaseFingerprint(app);
      for (const changed of [
        { ...payload, email: payload.email.toLowerCase() },
        { ...payload, name: 'Sara Ahmad' },
        { ...payload, mobileNumber: payload.mobileNumber.replace('+97150', '+97155') },
        { ...payload, promoCode: '2-11-dubaimall' },
      ]) {
        const res = await app.inject({
          method: 'POST', url: profiles, payload: changed, headers: { 'x-country-key': 'AE', [idempotencyKeyHeader]: key },
        });
        expect(res.statusCode).toBe(422);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json()).toEqual({
          type: expect.any(String), title: 'Idempotency-Key reused', status: 422,
          detail: 'This Idempotency-Key was sent with other details. Send a new key for a new submission.', code: 'request.idempotency-key-reused',
        });
      }
      expect(await databaseFingerprint(app)).toEqual(before);
    });

    it('refuses a key that cannot be one with a 400 problem', async () => {
      for (const key of ['short', 'x'.repeat(256), 'has a space in it, 1234567890', '"unbalanced-quote-1234567890', 'ünïcödé-1234567890-abcdef']) {
        const res = await app.inject({ method: 'POST', url: profiles, payload: details(), headers: { 'x-country-key': 'AE', 'idempotency-key': key } });
        expect({ key, status: res.statusCode }).toEqual({ key, status: 400 });
        expect(res.json()).toEqual(expect.objectContaining({ status: 400, code: 'request.idempotency-key-invalid', title: 'Invalid Idempotency-Key' }));
        expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
      }
    });

    it('without a key, every create is a new customer, however alike', async () => {
      const payload = details();
      const answers = await Promise.all([1, 2].map(() => create(payload)));
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      expect(answers[1].body.customerId).not.toBe(answers[0].body.customerId);
      expect(await customersWithEmail(payload.email)).toBe(2);
    });

    it('an application create repeated with the same token answers the first application; another token never reaches it', async () => {
      const payload = details();
      const key = crypto.randomUUID();
      const first = (await create(payload, key)).body;
      const again = await Promise.all([1, 2].map(() => apply(first.customerId, first.accessToken)));
      expect(again.map((a) => a.status)).toEqual([201, 201]);
      expect(again[1].body.applicationId).toBe(again[0].body.applicationId);
      // A second token of the same customer (the creator's retry) makes an application of its own.
      const second = (await create(payload, key)).body;
      expect(second.customerId).toBe(first.customerId);
      const other = await apply(second.customerId, second.accessToken);
      expect(other.status).toBe(201);
      expect(other.body.applicationId).not.toBe(again[0].body.applicationId);
    });
  });

  describe('how long a token works', () => {
    let targets: TokenCallTargets;
    const calls = tokenCalls(() => targets);

    beforeAll(async () => {
      targets = await tokenCallTargets(client, (type) => newApplication(type));
    }, 60_000);

    it('stores each token with an expiry ACCESS_TOKEN_TTL_HOURS after its creation', async () => {
      const stored = await rows<{ hours: number }>(sql`
        select extract(epoch from (t.expires_at - t.created_at))::int / 3600 as hours
          from access_tokens t join customers c on c.id = t.customer_id where c.public_id = ${targets.card.customer.customerId}`);
      expect(stored).toEqual([{ hours: app.config.ACCESS_TOKEN_TTL_HOURS }]);
      expect(app.config.ACCESS_TOKEN_TTL_HOURS).toBe(24);
    });

    it.each(calls)('$name: an expired token gets the 404 of an unknown id', async (call: TokenCall) => {
      const victimId = call.id();
      // The clock of the owners' tokens: their stored expiry, moved into the past and back.
      const expire = (at: string) => app.db.execute(sql`
        update access_tokens t set expires_at = now() + ${at}::interval from customers c
         where c.id = t.customer_id and c.public_id in (${targets.card.customer.customerId}, ${targets.loan.customer.customerId})`);
      await expire('-1 second');
      try {
        const nowhere = crypto.randomUUID();
        const unknown = await sendTokenCall(app, call, nowhere, { token: call.token() });
        expect(unknown.statusCode).toBe(404);
        const before = await databaseFingerprint(app);
        const res = await sendTokenCall(app, call, victimId, { token: call.token() });
        expect(res.statusCode).toBe(404);
        expect(res.body.replaceAll(victimId, nowhere)).toBe(unknown.body);
        expect(await databaseFingerprint(app)).toEqual(before);
      } finally {
        await expire('1 hour');
      }
      expect((await sendTokenCall(app, call, victimId, { token: call.token() })).statusCode).toBe(call.status);
    });
  });

  it('a token stops working when retention anonymises its customer, and is deleted', async () => {
    const owner = await newApplication('Card');
    const questions = (await client('GET', '/api/questions/public?productType=Card', { country: 'AE' })).body as Json[];
    expect((await client('POST', '/api/screenings/public/bulk', { country: 'AE', token: owner.token, payload: pickAnswers(questions, owner.applicationId) })).status).toBe(200);
    const read = () => client('GET', `/api/applications/public/${owner.applicationId}`, { country: 'AE', token: owner.token });
    expect((await read()).status).toBe(200);

    const days = app.config.RETENTION_DAYS;
    await app.db.execute(sql`update customers set created_at = created_at - ${days + 1}::int * interval '1 day' where public_id = ${owner.customer.customerId}`);
    const run = await anonymiseExpired(app.db, days);
    expect(run?.customers).toBeGreaterThanOrEqual(1);

    const res = await read();
    expect(res.status).toBe(404);
    expect(res.body).toEqual(expect.objectContaining({ status: 404, code: 'application.not-found' }));
    expect((await apply(owner.customer.customerId, owner.token)).status).toBe(404);
    const tokens = await rows<{ n: number }>(sql`
      select count(*)::int as n from access_tokens t join customers c on c.id = t.customer_id where c.public_id = ${owner.customer.customerId}`);
    expect(tokens).toEqual([{ n: 0 }]);
  });

  it('lets the storefront send Idempotency-Key (CORS) and documents it on the customer create', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS', url: profiles,
      headers: { origin: app.config.CORS_ORIGINS[0], 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toContain('idempotency-key');

    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as Json;
    const header = (doc.paths[profiles].post.parameters as Json[]).find((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
    expect(header.description).toContain('422');
  });
});
