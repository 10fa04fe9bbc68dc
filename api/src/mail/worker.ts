import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { MailTransport } from './transport.js';
import { errorForLog, scrubMessage } from '../domain/log-safe.js';

export interface OutboxWorkerOptions {
  from: string;
  pollIntervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
  batchSize?: number;
  /** How long a claimed row stays invisible to other workers; a crashed worker's rows come back after it. */
  claimMs?: number;
}

interface ClaimedRow {
  id: string;
  message_id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/** Delay before retry number `attempts` (1-based): base * 2^(attempts - 1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the mail outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * instances can run a worker on one PostgreSQL without sending a row twice; delivery is at least
 * once (a crash between SMTP acceptance and the 'sent' mark resends after the claim expires, with
 * the same Message-ID so the receiving side can tell). Failures retry with exponential backoff.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private again = false;

  constructor(private readonly db: Db, private readonly transport: MailTransport, private readonly options: OutboxWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  /** A mail was just queued: deliver now rather than at the next poll. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain()
        .catch((error: Error) => this.options.log.warn({ err: errorForLog(error) }, 'outbox run failed'))
        .finally(() => {
          this.running = null;
          const next = this.again ? 0 : this.options.pollIntervalMs;
          this.again = false;
          this.schedule(next);
        });
    }, ms);
    this.timer.unref?.();
  }

  private async drain(): Promise<void> {
    const batch = this.options.batchSize ?? 10;
    while (!this.stopped && (await this.runOnce()) === batch);
  }

  /** Claims and delivers one batch; returns how many rows it claimed. */
  async runOnce(): Promise<number> {
    const { batchSize = 10, claimMs = 120_000 } = this.options;
    const result = await this.db.execute(sql`
      UPDATE mail_outbox
         SET status = 'sending', attempts = attempts + 1, locked_until = now() + ${claimMs} * interval '1 millisecond'
       WHERE id IN (
         SELECT id FROM mail_outbox
          WHERE (status = 'queued' AND next_attempt_at <= now())
             OR (status = 'sending' AND locked_until < now())
          ORDER BY next_attempt_at, created_at
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, message_id, to_address, reply_to, subject, html, text, attempts`);
    const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
    // The claimed rows are delivered side by side: one SMTP conversation takes its round trips, so
    // one after the other a backlog (after an outage) would drain at a few mails a second.
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    const { from, retryBaseMs, retryMaxMs, maxAttempts, log } = this.options;
    try {
      await this.transport.send({
        outboxId: row.id, messageId: row.message_id, from, to: row.to_address, replyTo: row.reply_to,
        subject: row.subject, html: row.html, text: row.text,
      });
      await this.db.execute(sql`
        UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${row.id}`);
      log.info({ outboxId: row.id, attempts: row.attempts }, 'mail delivered');
    } catch (error) {
      const delay = backoffMs(row.attempts, retryBaseMs, retryMaxMs);
      const reason = String((error as Error)?.message ?? error).slice(0, 300);
      await this.db.execute(sql`
        UPDATE mail_outbox
           SET status = CASE WHEN attempts >= ${maxAttempts} THEN 'failed'::mail_status ELSE 'queued'::mail_status END,
               next_attempt_at = now() + ${delay} * interval '1 millisecond',
               locked_until = NULL, last_error = ${reason}
         WHERE id = ${row.id}`);
      // The reason without the addresses an SMTP refusal names (the full text stays in last_error).
      log.warn({ outboxId: row.id, attempts: row.attempts, retryInMs: delay, reason: scrubMessage(reason) }, 'mail delivery failed');
    }
  }
}
