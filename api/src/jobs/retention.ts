import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { anonymiseExpired, type RetentionRun } from '../db/repositories/retention.js';
import { errorForLog } from '../domain/log-safe.js';

export interface RetentionJobOptions {
  days: number;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** Runs anonymiseExpired once at start and then every `intervalMs`; a failed run is logged and tried at the next. */
export class RetentionJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RetentionRun | undefined> | null = null;

  constructor(private readonly db: Db, private readonly options: RetentionJobOptions) {}

  start(): void {
    if (this.options.intervalMs <= 0 || this.timer) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), this.options.intervalMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One run now (or the one under way): what it anonymised; undefined when another instance had the lock or the run failed. */
  run(): Promise<RetentionRun | undefined> {
    this.running ??= this.runOnce().finally(() => (this.running = null));
    return this.running;
  }

  private async runOnce(): Promise<RetentionRun | undefined> {
    const { days, log } = this.options;
    try {
      const result = await anonymiseExpired(this.db, days);
      if (result && result.customers + result.supportRequests + result.ticketEntries + result.mails > 0) {
        log.info({ ...result, retentionDays: days }, 'personal data past retention anonymised');
      }
      return result;
    } catch (error) {
      log.warn({ err: errorForLog(error) }, 'retention run failed');
      return undefined;
    }
  }
}
