/**
 * Drill: 200 visitors' journeys at once at the API level, over real HTTP on a listening app with
 * PostgreSQL (a fresh schema, dropped afterwards) and a real SMTP server that is stopped for part
 * of the run and started again. Each visitor creates a customer and an application, answers the
 * questions in bulk, reads the credit score, then (card) counts, ranks preferences, filters and
 * selects features or (loan) reads the offers and saves them, submits and asks for the
 * confirmation mail; some click twice or three times on a step. Asserted: every journey completes,
 * every application is stored once and Submitted, and every confirmation is delivered exactly
 * once (counted by Message-ID at the SMTP server, with a bounded wait), none lost. The figures
 * (journey times, throughput, the outage and the catch-up) are printed.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { serverOptions } from '../../src/plugins/app/error-handler';
import { createPgSchema, mobileNumberFor, testConfig, waitFor } from '../support/helpers';
import { freePort } from '../../../shared/tooling/testing/ports';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../shared/tooling/testing/smtp';
import { httpClient, JourneyError, runJourney, type JourneyResult, type Visitor } from '../support/journey';
import { Random } from '../support/fuzz-kit';

const VISITORS = Number(process.env.DRILL_VISITORS ?? 200);
const SEED = 7;
const RAMP_MS = 3000;

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

describe(`${VISITORS} visitors at once, with the SMTP server down for part of the run`, () => {
  let database: Awaited<ReturnType<typeof createPgSchema>>;
  let app: FastifyInstance;
  let smtpPort: number;
  let smtp: TestSmtpServer | undefined;
  const received: ReceivedMail[] = [];

  beforeAll(async () => {
    database = await createPgSchema();
    smtpPort = await freePort();
    const config = testConfig({
      DATABASE_URL: database.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 50,
      MAIL_RETRY_BASE_MS: 100, MAIL_RETRY_MAX_MS: 800, MAIL_MAX_ATTEMPTS: 1000,
      RATE_LIMIT_MAX: 1_000_000, RATE_LIMIT_WRITE_MAX: 1_000_000, RATE_LIMIT_MAIL_MAX: 1_000_000,
    });
    app = await buildApp(config, serverOptions);
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.drop();
  }, 60_000);

  const startMailServer = async () => {
    smtp = await startSmtpServer({ port: smtpPort });
    // Both lives of the server write into one list.
    smtp.received.push = (...mails: ReceivedMail[]) => received.push(...mails);
  };
  const stopMailServer = async () => {
    const server = smtp;
    smtp = undefined;
    await server?.close();
  };
  const outbox = async () =>
    ((await app.db.execute(sql`
      select count(*)::int as total, count(*) filter (where status = 'sent')::int as sent,
             count(*) filter (where last_error is not null or attempts > 1)::int as retried, coalesce(max(attempts), 0)::int as max_attempts,
             count(*) filter (where status <> 'sent' and attempts = 0)::int as untried
        from mail_outbox`)) as unknown as { rows: { total: number; sent: number; retried: number; max_attempts: number; untried: number }[] }).rows[0];

  it('stores every application once, Submitted, and delivers every confirmation exactly once', async () => {
    const { port } = app.server.address() as net.AddressInfo;
    const client = httpClient(`http://127.0.0.1:${port}`);
    const rnd = new Random(SEED);
    const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, i) => {
      const click = () => rnd.pick([1, 1, 1, 1, 1, 1, 1, 2, 3]);
      const country = rnd.pick(['AE', 'SA', undefined]);
      return {
        name: `Visitor ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26) % 26)}`,
        email: `visitor-${i}@drill.example`,
        // A mobile number of the visitor's country, one per visitor.
        mobileNumber: `${mobileNumberFor(country).slice(0, -7)}${String(i).padStart(7, '0')}`,
        country,
        type: rnd.chance(0.7) ? 'Card' : 'Loan',
        clicks: { customer: click(), application: click(), answers: click(), preferences: click(), selected: click(), recommendations: click(), submit: click(), mail: click() },
      };
    });

    await startMailServer();
    const started = performance.now();
    const timeline: Record<string, number> = {};
    let done = 0;
    // They arrive within RAMP_MS (as on a busy evening, not as one packet); all are in flight together.
    const journeys = Promise.allSettled(visitors.map(async (visitor, i) => {
      await new Promise((r) => setTimeout(r, Math.floor((i * RAMP_MS) / VISITORS)));
      const t = performance.now();
      try {
        const result = await runJourney(client, visitor);
        return { ...result, ms: performance.now() - t };
      } finally {
        done += 1;
      }
    }));

    // The outage: once some mails are through, the server stops. It comes back when 100 more mails
    // have queued behind it and 50 have failed, or when every visitor is done and every mail still
    // waiting has failed at least once; and not before 1.5 s.
    await waitFor(() => received.length >= 10 || done === VISITORS, 150_000, 20);
    timeline.stopAt = performance.now() - started;
    const deliveredAtStop = received.length;
    await stopMailServer();
    const queuedAtStop = (await outbox()).total;
    await waitFor(async () => {
      const o = await outbox();
      const enough = (o.total - queuedAtStop >= 100 && o.retried >= 50) || (done === VISITORS && o.untried === 0 && o.retried > 0);
      return enough && performance.now() - started - timeline.stopAt > 1500;
    }, 150_000, 50);
    timeline.restartAt = performance.now() - started;
    const deliveredBeforeRestart = received.length;
    const queuedAtRestart = (await outbox()).total;
    await startMailServer();

    const settled = await journeys;
    timeline.journeysDone = performance.now() - started;
    const failures = settled.flatMap((s, i) => (s.status === 'rejected' ? [`visitor ${i}: ${s.reason instanceof JourneyError ? s.reason.message : String(s.reason)}`] : []));
    expect(failures).toEqual([]);
    const results = settled.map((s) => (s as PromiseFulfilledResult<JourneyResult & { ms: number }>).value);

    // Every application stored once and Submitted.
    const rows = ((await app.db.execute(sql`
      select a.id, a.public_id::text as "publicId", a.status, c.email from applications a join customers c on c.id = a.customer_id order by a.id`)) as unknown as { rows: { id: number; publicId: string; status: string; email: string }[] }).rows;
    expect(rows).toHaveLength(VISITORS);
    expect(rows.every((r) => r.status === 'Submitted')).toBe(true);
    expect(new Set(rows.map((r) => r.email)).size).toBe(VISITORS);
    expect(rows.map((r) => r.publicId).sort()).toEqual(results.map((r) => r.applicationId).sort());
    const counts = ((await app.db.execute(sql`
      select (select count(*) from customers)::int as customers, (select count(*) from screening_answers)::int as answers,
             (select count(distinct application_id) from screening_answers)::int as answered`)) as unknown as { rows: Json[] }).rows[0];
    expect(counts).toEqual({ customers: VISITORS, answers: VISITORS * 6, answered: VISITORS });

    // Every confirmation delivered exactly once: a bounded wait, then a moment for any duplicate to show.
    const expected = new Map(rows.map((r) => [`<application-${r.publicId}@storefront.example>`, r.email]));
    await waitFor(() => new Set(received.map((m) => m.messageId)).size >= VISITORS, 60_000, 50);
    timeline.allDelivered = performance.now() - started;
    await new Promise((r) => setTimeout(r, 500));
    const ids = received.map((m) => m.messageId);
    expect(ids).toHaveLength(VISITORS);
    expect(new Set(ids)).toEqual(new Set(expected.keys()));
    for (const mail of received) expect(mail.to).toEqual([expected.get(mail.messageId)]);
    const finalOutbox = await outbox();
    expect(finalOutbox).toEqual(expect.objectContaining({ total: VISITORS, sent: VISITORS }));
    // The outage was real: deliveries failed and were retried.
    expect(finalOutbox.retried).toBeGreaterThan(0);
    expect(deliveredBeforeRestart).toBeLessThan(VISITORS);

    const journeyMs = results.map((r) => r.ms);
    const requests = results.reduce((sum, r) => sum + r.steps.length, 0);
    const byStep = new Map<string, number[]>();
    for (const r of results) for (const s of r.steps) byStep.set(s.step, [...(byStep.get(s.step) ?? []), s.ms]);
    const clicksSent = visitors.reduce((sum, v) => sum + Object.values(v.clicks ?? {}).reduce((a, b) => a + b, 0) - Object.keys(v.clicks ?? {}).length, 0);
    console.log(
      `drill: ${VISITORS} visitors (${visitors.filter((v) => v.type === 'Card').length} card, ${visitors.filter((v) => v.type === 'Loan').length} loan), ` +
      `${requests} journey steps + ${clicksSent} extra clicks over HTTP on PostgreSQL\n` +
      `  all journeys done in ${(timeline.journeysDone / 1000).toFixed(1)} s (arrivals spread over ${RAMP_MS / 1000} s); journey p50 ${(percentile(journeyMs, 50) / 1000).toFixed(2)} s, ` +
      `p95 ${(percentile(journeyMs, 95) / 1000).toFixed(2)} s, max ${(Math.max(...journeyMs) / 1000).toFixed(2)} s\n` +
      `  SMTP stopped at ${(timeline.stopAt / 1000).toFixed(1)} s (${deliveredAtStop} mails delivered, ${queuedAtStop} queued), started again at ` +
      `${(timeline.restartAt / 1000).toFixed(1)} s (${queuedAtRestart} queued); ${finalOutbox.retried} mails retried (up to ${finalOutbox.max_attempts} attempts)\n` +
      `  all ${VISITORS} mails delivered once by ${(timeline.allDelivered / 1000).toFixed(1)} s\n` +
      `  step p50/p95 ms: ${[...byStep.entries()].map(([step, ms]) => `${step} ${Math.round(percentile(ms, 50))}/${Math.round(percentile(ms, 95))}`).join(', ')}`,
    );
    // Bounded: about 30 s on a quiet 2-core machine; the limits leave room for a machine shared with other work.
  }, 300_000);
});
