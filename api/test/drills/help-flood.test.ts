/**
 * Drill: the help form flooded from many addresses at once, over real HTTP behind a trusted proxy
 * (X-Forwarded-For), on PGlite and on PostgreSQL. Each client sends more help requests than its
 * hourly share, all clients side by side, together far beyond the support inbox's hourly budget.
 * Asserted: every client gets exactly its share accepted and the rest 429 with a Retry-After within
 * the hour; no request fails otherwise; every accepted request is a stored ticket; the support inbox
 * gets at most its budget within the hour and the other copies wait; a newcomer is still served.
 * The figures (requests, time, latency) are printed.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { startApp, testDatabases, type TestDatabase } from '../support/helpers';
import { helpRequest, rows } from '../support/mail-kit';

const CLIENTS = 20;
const PER_CLIENT = 5;
const SENT_PER_CLIENT = PER_CLIENT + 2;
const SUPPORT_PER_HOUR = 50;
const hourSeconds = 3600;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

describe.each(testDatabases)(`the help form flooded from ${CLIENTS} addresses on %s`, (name, makeDatabase) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    database = await makeDatabase();
    app = await startApp({
      DATABASE_URL: database.url, TRUST_PROXY: '127.0.0.1',
      MAIL_SUPPORT_PER_CLIENT_PER_HOUR: PER_CLIENT, MAIL_SUPPORT_PER_HOUR: SUPPORT_PER_HOUR,
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const ask = async (client: string, to: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/email/public`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify(helpRequest(to)),
    });
    await res.text();
    return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
  };

  it('gives every client its share and no more, stores every accepted ticket, holds back the copies beyond the budget and still serves a newcomer', async () => {
    const started = performance.now();
    const perClient = await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
      const answers = [];
      for (let i = 0; i < SENT_PER_CLIENT; i++) answers.push(await ask(`198.18.${c}.7`, `flood-${c}-${i}@example.com`));
      return answers;
    }));
    const seconds = (performance.now() - started) / 1000;

    for (const answers of perClient) {
      expect(answers.map((a) => a.status)).toEqual([...Array(PER_CLIENT).fill(202), ...Array(SENT_PER_CLIENT - PER_CLIENT).fill(429)]);
      for (const refused of answers.filter((a) => a.status === 429)) {
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
        expect(Number(refused.retryAfter)).toBeLessThanOrEqual(hourSeconds);
      }
    }
    const accepted = CLIENTS * PER_CLIENT;
    const [tickets] = await rows<{ n: number }>(app, sql`select count(*)::int as n from support_requests`);
    expect(tickets.n).toBe(accepted);
    const [copies] = await rows<{ due: number; held: number }>(app, sql`
      select count(*) filter (where scheduled_at <= now() + interval '1 minute')::int as due,
             count(*) filter (where scheduled_at > now() + interval '55 minutes')::int as held
        from mail_outbox where kind = 'support_copy'`);
    expect(copies).toEqual({ due: SUPPORT_PER_HOUR, held: accepted - SUPPORT_PER_HOUR });

    const newcomer = await ask('198.19.0.1', 'newcomer@example.com');
    expect(newcomer.status).toBe(202);

    const latencies = perClient.flat().map((a) => a.ms);
    console.log(`[drill] help form on ${name}: ${latencies.length} requests from ${CLIENTS} addresses in ${seconds.toFixed(1)} s `
      + `(${(latencies.length / seconds).toFixed(0)}/s), latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms; `
      + `${accepted} tickets, ${SUPPORT_PER_HOUR} copies due now, ${accepted - SUPPORT_PER_HOUR} held back, the newcomer answered ${newcomer.status}`);
  }, 120_000);
});
