/** Two API instances on one PostgreSQL and one Redis: a shared outbox without double delivery, shared rate limits. */
import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createPgSchema, startApp, waitFor } from '../support/helpers';
import { startSmtpServer, type TestSmtpServer } from '../../../shared/tooling/testing/smtp';

describe('two instances side by side', () => {
  let smtp: TestSmtpServer;
  let database: Awaited<ReturnType<typeof createPgSchema>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createPgSchema();
    const config = {
      DATABASE_URL: database.url, SMTP_URL: smtp.url, MAIL_WORKER: true, MAIL_POLL_INTERVAL_MS: 20,
      REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_MAX: 6,
    };
    // Started together: migrations and the first catalog load must not collide.
    [a, b] = await Promise.all([startApp(config), startApp(config)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await smtp?.close();
    await database?.drop();
  });

  it('delivers every mail of the shared outbox exactly once', async () => {
    const total = 20;
    for (let i = 0; i < total; i++) {
      const app = i % 2 ? a : b;
      const res = await app.inject({
        method: 'POST', url: '/api/email/public', remoteAddress: `10.1.${i}.1`,
        payload: { to: `visitor${i}@example.com`, containImages: false, subject: 'Help & Support Request Received', body: 'x', name: 'Amina Khan', message: `Request ${i}` },
      });
      expect(res.statusCode).toBe(202);
    }
    await waitFor(() => smtp.received.length >= total * 2, 20_000);
    await new Promise((r) => setTimeout(r, 500));
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(total * 2);
    expect(new Set(ids).size).toBe(total * 2);
    const rows = ((await a.db.execute(sql`select status, count(*)::int as n from mail_outbox group by status`)) as unknown as { rows: { status: string; n: number }[] }).rows;
    expect(rows).toEqual([{ status: 'sent', n: total * 2 }]);
  });

  it('shares rate-limit counters through Redis', async () => {
    const remoteAddress = `10.9.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await (i % 2 ? a : b).inject({ method: 'GET', url: '/health', remoteAddress })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
