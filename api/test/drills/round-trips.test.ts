/**
 * The round trips each write of the card journey makes to PostgreSQL, counted on the wire (a TCP
 * proxy in front of the real server reads every query the API sends): under load each round trip
 * waits for a core, so a write's tail latency grows with them. The locked writes are one
 * statement each (migrations/0009); a write also reads the access token's record first. The submit
 * is the one transaction: the application and its confirmation mail, both or neither.
 *
 * And what those statements guarantee: a create or a replacement that waited on a lock sees what
 * the write before it committed meanwhile. The test holds a lock the first write needs, starts
 * identical writes, lets them all queue up, then lets go: one record, and every answer the same.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client as PgClient } from 'pg';
import { createPgSchema, mobileNumberFor, postgresUrl, startApp, waitFor } from '../support/helpers';
import { injectClient, runJourney, subjects, type Client } from '../support/journey';
import { startRoundTripRecorder, type RoundTripRecorder } from '../support/pg-round-trips';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the card journey on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPgSchema>>;
  let recorder: RoundTripRecorder;
  let app: FastifyInstance;
  /** The app's connections carry this name, so that the test finds them in pg_stat_activity. */
  const applicationName = `round-trips-${crypto.randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createPgSchema();
    const target = new URL(postgresUrl);
    recorder = await startRoundTripRecorder(target.hostname, Number(target.port || 5432));
    const url = `${recorder.proxy.urlFor(database.url)}&application_name=${applicationName}`;
    // No retention run: nothing but the requests talks to the database.
    app = await startApp({ DATABASE_URL: url, RETENTION_INTERVAL_MS: 0 });
    // The catalog is read into memory by the first request that needs it.
    await app.catalog.get();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await recorder?.proxy.close();
    await database?.drop();
  });

  /**
   * The SQL of each round trip of one request. The catalog's own check for a replaced catalog
   * (at most every 5 s per instance, whatever the request) is left out.
   */
  const roundTripsOf = async <T>(request: () => Promise<T>) => {
    recorder.take();
    const answer = await request();
    return { answer, trips: recorder.take().filter((trip) => !trip.includes('"catalog_meta"')) };
  };

  it('each write makes the fewest round trips: one statement per locked write, one transaction for the submit and its confirmation', async () => {
    const inner = injectClient(app);
    const calls: { call: string; trips: string[] }[] = [];
    const client: Client = async (method, url, options) => {
      const { answer, trips } = await roundTripsOf(() => inner(method, url, options));
      calls.push({ call: `${method} ${url.replace(/[0-9a-f-]{36}/, ':id')}`, trips });
      return answer;
    };
    const email = `trips-${Date.now()}@example.com`;
    await runJourney(client, { name: 'Sara Ahmed', email, mobileNumber: mobileNumberFor('AE'), country: 'AE', type: 'Card' });
    const tripsOf = (call: string) => calls.find((c) => c.call === call)?.trips;

    expect(tripsOf('POST /api/customer-profiles/public')).toEqual([expect.stringContaining('create_customer_once(')]);
    expect(tripsOf('POST /api/applications/public')).toEqual([expect.stringContaining('"access_tokens"'), expect.stringContaining('create_application_once(')]);
    expect(tripsOf('POST /api/screenings/public/bulk')).toHaveLength(2);
    expect(tripsOf('POST /api/recommendations/public')).toEqual([expect.stringContaining('"access_tokens"'), expect.stringContaining('replace_preferences(')]);
    expect(tripsOf('POST /api/selected-features/public/:id')).toEqual([expect.stringContaining('"access_tokens"'), expect.stringContaining('replace_selected_features(')]);
    // The application with its answers (for the score), what its confirmation says (the ranked and
    // selected features), then the update and the confirmation in one transaction.
    expect(tripsOf('PUT /api/applications/public')).toEqual([
      expect.stringContaining('"screening_answers"'), expect.stringContaining('"selected_features"'),
      expect.stringMatching(/^begin/i), expect.stringMatching(/^update "applications"/), expect.stringMatching(/^insert into "mail_outbox"/), expect.stringMatching(/^commit/i),
    ]);
    // One read: the address's submitted applications without a confirmation (none, the submit queued it).
    const mail = tripsOf('POST /api/email/public');
    expect(mail).toEqual([expect.stringContaining('"mail_outbox"')]);
    expect(mail?.[0]).toEqual(expect.stringContaining('"selected_features"'));

    // Every other write is one statement, outside a transaction block.
    const writes = calls.filter((c) => !c.call.startsWith('GET') && c.call !== 'PUT /api/applications/public');
    expect(writes.flatMap((c) => c.trips).filter((trip) => /^(begin|commit)/i.test(trip))).toEqual([]);
  });

  it('the application read that nearly every call starts with, and the confirmation read, are parsed once per connection', async () => {
    const email = `parsed-${Date.now()}@example.com`;
    const journey = await runJourney(injectClient(app), { name: 'Sara Ahmed', email, mobileNumber: mobileNumberFor('AE'), country: 'AE', type: 'Card' });
    // Ten more of each: the credit score reads the application, and the confirmation asked again
    // looks for a submitted application without one (and finds none).
    for (let i = 0; i < 10; i++) {
      const score = await injectClient(app)('GET', `/api/applications/public/credit-score/${journey.applicationId}`, { country: 'AE', token: journey.accessToken });
      expect(score.status).toBe(200);
      const mail = await injectClient(app)('POST', '/api/email/public', {
        payload: { to: email, subject: subjects.Card, body: '<p>Again</p>', containImages: false }, country: 'AE',
      });
      expect(mail.status).toBe(202);
    }
    const parses = recorder.takeParses();
    for (const read of ['"applications"."public_id" = $1', 'lower("customers"."email") = lower($']) {
      const parsed = parses.filter((parse) => parse.sql.includes(read)).map((parse) => `${parse.connection} ${parse.sql}`);
      expect(parsed.length).toBeGreaterThan(0);
      // Every connection that parsed the read did it once.
      expect(new Set(parsed).size).toBe(parsed.length);
    }
  });

  describe('a write that waited on a lock sees what the one before it committed', () => {
    let seq = 0;
    const send: Client = (...args) => injectClient(app)(...args);

    /** The sessions of the app waiting on a lock while running `fn`. */
    const waiting = async (fn: string) => {
      const [row] = await database.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock' and query like $2",
        [applicationName, `%${fn}(%`],
      );
      return row.n;
    };

    /**
     * Holds `lock` (a statement run in a transaction of the test's own) while `n` requests start
     * and queue up behind it, running `fn`; then lets go and gives their answers.
     */
    async function behindLock(lock: [string, unknown[]?], fn: string, n: number, request: () => Promise<Json>) {
      const holder = new PgClient({ connectionString: database.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(...lock);
        const answers = Promise.all(Array.from({ length: n }, request));
        await waitFor(async () => (await waiting(fn)) === n, 20_000);
        await holder.query('commit');
        return await answers;
      } finally {
        await holder.end();
      }
    }

    const person = () => {
      seq += 1;
      return { name: 'Omar Khalid', email: `waited-${seq}-${Date.now()}@example.com`, mobileNumber: `+9715013${String(seq).padStart(5, '0')}`, promoCode: '' };
    };
    const rows = async (text: string, values: unknown[]) => (await database.query<{ n: number }>(text, values))[0].n;

    it('identical customer creates (one Idempotency-Key): one customer, a token each', async () => {
      const details = person();
      const idempotencyKey = crypto.randomUUID();
      // The first create holds the advisory lock and waits to insert; the others wait on the lock.
      const answers = await behindLock(['lock table customers in share mode'], 'create_customer_once', 3,
        () => send('POST', '/api/customer-profiles/public', { payload: details, country: 'AE', idempotencyKey }));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.customerId)).size).toBe(1);
      expect(await rows('select count(*)::int as n from customers where email = $1', [details.email])).toBe(1);
      expect(await rows('select count(*)::int as n from access_tokens t join customers c on c.id = t.customer_id where c.email = $1', [details.email])).toBe(3);
    });

    it('identical application creates: one application', async () => {
      const customer = (await send('POST', '/api/customer-profiles/public', { payload: person(), country: 'AE' })).body;
      const create = { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card' };
      const answers = await behindLock(['lock table applications in share mode'], 'create_application_once', 3,
        () => send('POST', '/api/applications/public', { payload: create, country: 'AE', token: customer.accessToken }));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.applicationId)).size).toBe(1);
      expect(await rows('select count(*)::int as n from applications a join customers c on c.id = a.customer_id where c.public_id = $1', [customer.customerId])).toBe(1);
    });

    it('replacing the ranked preferences and the selected features twice at once: one set each, the same answers', async () => {
      const customer = (await send('POST', '/api/customer-profiles/public', { payload: person(), country: 'AE' })).body;
      const token: string = customer.accessToken;
      const { applicationId } = (await send('POST', '/api/applications/public', {
        payload: { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card' }, country: 'AE', token,
      })).body;
      const features = ((await send('GET', '/api/productFeatures/public', { country: 'AE' })).body as Json[])
        .filter((f) => f.productType === 'Card' && f.active === 'Y').slice(0, 3);
      const rowLock: [string, unknown[]] = ['select 1 from applications where public_id = $1 for update', [applicationId]];
      const count = (table: string) => rows(`select count(*)::int as n from ${table} t join applications a on a.id = t.application_id where a.public_id = $1`, [applicationId]);

      for (const [fn, url, payload, table] of [
        ['replace_preferences', '/api/recommendations/public', { applicationId, preferences: features.map((f, i) => ({ featureId: f.featureId, priority: i + 1 })) }, 'preferences'],
        ['replace_selected_features', `/api/selected-features/public/${applicationId}`, features.map((f) => ({ applicationId, featureId: f.featureId })), 'selected_features'],
      ] as const) {
        const answers = await behindLock(rowLock, fn, 2, () => send('POST', url, { payload, country: 'AE', token }));
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        expect(answers[1].body).toEqual(answers[0].body);
        expect(await count(table)).toBe(3);
      }
    });
  });
});
