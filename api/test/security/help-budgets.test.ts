/**
 * The help form's budgets, on PGlite and PostgreSQL, with clients told apart as the rate limits
 * tell them (X-Forwarded-For from a trusted proxy): a client over its own hourly share answers 429
 * with the seconds until its oldest request leaves the hour, while other clients are served; near
 * and beyond the support inbox's hourly budget every ticket is stored and answered 202, and the
 * copies beyond it wait in the outbox so that no hour holds more than the budget (and are not
 * reported late before they are due).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describeOnDatabases } from '../support/helpers';
import { helpRequest, rows } from '../support/mail-kit';
import { expectProblem } from '../support/route-kit';
import { sample } from '../support/log-kit';
import { buildMetricsServer } from '../../src/metrics-server';

const perClient = 3;
const supportPerHour = 10;
const hourMs = 3600_000;

describeOnDatabases('help request budgets', (started) => {
  const app = (): FastifyInstance => started.app;

  /** A help request from `client`, through the trusted proxy at 127.0.0.1. */
  const ask = (client: string, to = `visitor@${client.replace(/[.:]/g, '-')}.example`) => app().inject({
    method: 'POST', url: '/api/email/public', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client }, payload: helpRequest(to),
  });
  const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(app(), query))[0].n;
  const tickets = () => count(sql`select count(*)::int as n from support_requests`);

  it('answers 429 with Retry-After to the client over its own share, and serves the others', async () => {
    const before = await tickets();
    const statuses: number[] = [];
    for (let i = 0; i < perClient + 2; i++) {
      const res = await ask('203.0.113.7', `visitor.${i}@example.com`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expectProblem({ status: 429, body: res.json(), headers: res.headers }, 429, /help requests from this client/, 'rate-limited');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(hourMs / 1000 - 120);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(hourMs / 1000);
      }
    }
    expect(statuses).toEqual([...Array(perClient).fill(202), 429, 429]);
    // Another client, even to an address the first one wrote to, and the proxy's own address, are served.
    expect((await ask('203.0.113.8', 'visitor.0@example.com')).statusCode).toBe(202);
    expect((await app().inject({ method: 'POST', url: '/api/email/public', remoteAddress: '127.0.0.1', payload: helpRequest('proxy@example.com') })).statusCode).toBe(202);
    expect(await tickets()).toBe(before + perClient + 2);
  });

  it('stores every ticket near and beyond the support inbox budget, and holds back only the copies beyond it', async () => {
    const before = await tickets();
    const copiesBefore = await count(sql`select count(*)::int as n from mail_outbox where kind = 'support_copy'`);
    const extra = supportPerHour + 4 - copiesBefore;
    const statuses: number[] = [];
    for (let i = 0; i < extra; i++) statuses.push((await ask(`198.51.100.${i + 1}`)).statusCode);
    expect(statuses).toEqual(Array(extra).fill(202));
    expect(await tickets()).toBe(before + extra);

    const copies = await rows<{ due_in_ms: number; next_in_ms: number }>(app(), sql`
      select extract(epoch from scheduled_at - now()) * 1000 as due_in_ms, extract(epoch from next_attempt_at - now()) * 1000 as next_in_ms
        from mail_outbox where kind = 'support_copy' order by scheduled_at`);
    const dueNow = copies.filter((c) => Number(c.due_in_ms) <= 0);
    const held = copies.filter((c) => Number(c.due_in_ms) > 0);
    expect(dueNow).toHaveLength(supportPerHour);
    expect(held).toHaveLength(4);
    for (const copy of held) {
      expect(Number(copy.due_in_ms)).toBeGreaterThan(hourMs - 5 * 60_000);
      expect(Number(copy.next_in_ms)).toBeCloseTo(Number(copy.due_in_ms), -2);
    }
    // The visitors' own confirmations are not held back.
    expect(await count(sql`select count(*)::int as n from mail_outbox where kind = 'support_confirmation' and scheduled_at > now()`)).toBe(0);

    // The worker sends what is due and leaves the copies held back queued.
    while ((await app().outbox.runOnce()) > 0);
    const byStatus = await rows<{ status: string; n: number }>(app(), sql`
      select status::text, count(*)::int as n from mail_outbox where kind = 'support_copy' group by status order by status`);
    expect(byStatus).toEqual([{ status: 'queued', n: 4 }, { status: 'sent', n: supportPerHour }]);
  });

  it('reports the held-back copies in the outbox depth, but not as late until they are due', async () => {
    const metrics = await buildMetricsServer(app());
    try {
      // Fifty minutes later (every copy's times moved back alike): the held-back ones are due in about ten minutes, not late.
      await app().db.execute(sql`update mail_outbox set created_at = created_at - interval '50 minutes', scheduled_at = scheduled_at - interval '50 minutes',
        next_attempt_at = next_attempt_at - interval '50 minutes' where kind = 'support_copy'`);
      const text = (await metrics.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'storefront_mail_outbox_depth')).toBe(4);
      expect(sample(text, 'storefront_mail_outbox_oldest_pending_seconds')).toBe(0);
    } finally {
      await metrics.close();
    }
  });

  it('never lets one hour hold more copies than the budget, however many tickets wait', async () => {
    for (let i = 0; i < supportPerHour + 3; i++) expect((await ask(`192.0.2.${i + 1}`)).statusCode).toBe(202);
    const due = (await rows<{ at: Date | string }>(app(), sql`select scheduled_at as at from mail_outbox where kind = 'support_copy' order by scheduled_at`))
      .map((r) => new Date(r.at).getTime());
    expect(due.length).toBeGreaterThan(2 * supportPerHour);
    for (const start of due) expect(due.filter((t) => t >= start && t < start + hourMs).length).toBeLessThanOrEqual(supportPerHour);
  });
}, {
  config: { TRUST_PROXY: '127.0.0.1', MAIL_SUPPORT_PER_CLIENT_PER_HOUR: perClient, MAIL_SUPPORT_PER_HOUR: supportPerHour },
});
