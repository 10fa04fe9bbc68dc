import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { claimMails, deferMail, markMailSent, type ClaimedMail } from '../db/repositories/outbox.js';
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

/** Delay before retry number `attempts` (1-based): base * 2^(attempts - 1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the mail outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * instances can run a worker on one PostgreSQL without sending a row twice. A mail the SMTP server
 * accepted is remembered in memory until the database has recorded it as sent: when the database
 * blinks between the two, the worker records it as soon as the database answers again, before it
 * claims anything (so never claims it again). Only a crash in that gap resends it, after the claim
 * expires, with the same Message-ID so the receiving side can tell. Failures retry with
 * exponential backoff.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private again = false;
  /** Outbox id -> when the SMTP server accepted it, for mails not yet recorded as sent. */
  private readonly delivered = new Map<string, Date>();

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
    await this.recordDelivered().catch((error: Error) =>
      this.options.log.warn({ err: errorForLog(error), unrecorded: this.delivered.size }, 'outbox: delivered mails not recorded as sent'));
    this.transport.close();
  }

  /** Mails the SMTP server accepted that the database does not know as sent yet. */
  get unrecordedDeliveries(): number {
    return this.delivered.size;
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

  /** Records what was delivered, then claims and delivers one batch; returns how many rows it claimed. */
  async runOnce(): Promise<number> {
    const { batchSize = 10, claimMs = 120_000 } = this.options;
    // Throws while the database is away: nothing new is claimed before the last deliveries are recorded.
    await this.recordDelivered();
    const rows = await claimMails(this.db, batchSize, claimMs);
    // The claimed rows are delivered side by side: one SMTP conversation takes its round trips, so
    // one after the other a backlog (after an outage) would drain at a few mails a second.
    // Every row's delivery runs to its end (and a delivered one is remembered) before the batch
    // reports the first database error.
    const outcomes = await Promise.allSettled(rows.map((row) => this.deliver(row)));
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failed) throw failed.reason;
    return rows.length;
  }

  /** Records each remembered delivery as sent, oldest first; stops at the first database error (and throws it). */
  private async recordDelivered(): Promise<void> {
    for (const [id, acceptedAt] of this.delivered) {
      await this.markSent(id, acceptedAt);
      this.delivered.delete(id);
    }
  }

  private markSent(id: string, acceptedAt: Date) {
    return markMailSent(this.db, id, acceptedAt);
  }

  private async deliver(row: ClaimedMail): Promise<void> {
    const { from, log } = this.options;
    try {
      await this.transport.send({
        outboxId: row.id, messageId: row.message_id, from, to: row.to_address, replyTo: row.reply_to,
        subject: row.subject, html: row.html, text: row.text,
      });
    } catch (error) {
      await this.deferOrFail(row, error);
      return;
    }
    const acceptedAt = new Date();
    this.delivered.set(row.id, acceptedAt);
    log.info({ outboxId: row.id, attempts: row.attempts }, 'mail delivered');
    await this.markSent(row.id, acceptedAt);
    this.delivered.delete(row.id);
  }

  private async deferOrFail(row: ClaimedMail, error: unknown): Promise<void> {
    const { retryBaseMs, retryMaxMs, maxAttempts, log } = this.options;
    const delay = backoffMs(row.attempts, retryBaseMs, retryMaxMs);
    const reason = String((error as Error)?.message ?? error).slice(0, 300);
    // The reason without the addresses an SMTP refusal names (the full text stays in last_error).
    log.warn({ outboxId: row.id, attempts: row.attempts, retryInMs: delay, reason: scrubMessage(reason) }, 'mail delivery failed');
    // When this fails too, the row stays claimed and is retried once its claim expires.
    await deferMail(this.db, row.id, delay, maxAttempts, reason);
  }
}
