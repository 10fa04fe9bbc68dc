/**
 * Delivery once across a database outage, on PostgreSQL behind a TCP proxy: the database goes away
 * the moment the SMTP server receives the first mail of a batch (so every mail of it is accepted
 * while its 'sent' mark cannot be written), stays away for 20 s, far longer than the claim expiry,
 * and comes back. Each mail reaches the SMTP server once, counted by Message-ID.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createPgSchema, postgresUrl, startApp, waitFor } from '../support/helpers';
import { startSmtpServer, type TestSmtpServer } from '../../../shared/tooling/testing/smtp';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { helpRequest, postMail, rows } from '../support/mail-kit';

const outageMs = 20_000;
const claimMs = 2_000;
const requests = 8;

describe('a 20 s PostgreSQL outage during delivery', () => {
  let database: Awaited<ReturnType<typeof createPgSchema>>;
  let proxy: TcpProxy;
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let outage: { startedAt: number; endedAt?: number } | undefined;

  beforeAll(async () => {
    database = await createPgSchema();
    const target = new URL(postgresUrl);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    smtp = await startSmtpServer({
      beforeAccept: async () => {
        if (outage) return;
        outage = { startedAt: Date.now() };
        await proxy.stop();
        setTimeout(() => void proxy.start().then(() => (outage!.endedAt = Date.now())), outageMs);
      },
    });
    app = await startApp({
      DATABASE_URL: proxy.urlFor(database.url), SMTP_URL: smtp.url,
      MAIL_WORKER: false, MAIL_POLL_INTERVAL_MS: 200, MAIL_CLAIM_MS: claimMs, MAIL_RETRY_BASE_MS: 200, MAIL_RETRY_MAX_MS: 1000,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('sends no mail twice: the accepted ones are recorded as sent when the database is back, before anything is claimed', async () => {
    for (let i = 0; i < requests; i++) expect((await postMail(app, helpRequest(`outage-${i}@example.com`))).statusCode).toBe(202);
    const total = requests * 2;
    app.outbox.start();

    await waitFor(() => outage?.endedAt, outageMs + 15_000, 200);
    const outbox = () => rows<{ status: string; n: number }>(app, sql`select status::text, count(*)::int as n from mail_outbox group by status`);
    await waitFor(async () => {
      const byStatus = await outbox().catch(() => []);
      return byStatus.length === 1 && byStatus[0].status === 'sent' && byStatus[0].n === total;
    }, 30_000, 200);
    // Long enough for a claim taken before the outage to expire and a re-claim to be sent.
    await new Promise((r) => setTimeout(r, claimMs + 1500));

    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(app.outbox.unrecordedDeliveries).toBe(0);
    // The outage did happen during delivery: mails were accepted while the database was away.
    expect(outage?.endedAt).toBeGreaterThanOrEqual(outage!.startedAt + outageMs);
  }, 120_000);
});
