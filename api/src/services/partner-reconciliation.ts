import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { ConversionRequest } from '@storefront/shared/contract';
import type { Db } from '../db/client.js';
import { receiveConversion } from './partner-conversions.js';
import type { MailContext } from '../mail/context.js';

/**
 * A bank's monthly reconciliation file (docs/partners.md, "Monthly reconciliation"): CSV rows of
 * `reference,status,date,event id`, each applied as the postback it stands for, with the same
 * rules (a known event id changes nothing, events follow their dates, an impossible one is
 * refused). The summary says what changed, what was known already and what was refused, and why.
 */

export const RECONCILIATION_HEADER = ['reference', 'status', 'date', 'event id'] as const;

export interface RowOutcome {
  /** The file's line number (the header is line 1). */
  line: number;
  eventId: string;
  reference: string;
  outcome: 'changed' | 'applied' | 'known' | 'refused';
  /** The application's status after the row, when it was applied or known. */
  applicationStatus?: string;
  /** Why a row was refused. */
  reason?: string;
}

export interface ReconciliationSummary {
  changed: number;
  applied: number;
  known: number;
  refused: number;
  rows: RowOutcome[];
}

export class ReconciliationFileError extends Error {}

/** A row's event checked as the postback route checks a body (the same schema and formats). */
const isConversion = addFormats(new Ajv({ strict: false })).compile<ConversionRequest>(ConversionRequest);

const splitLines = (csv: string) => csv.replace(/^\uFEFF/, '').split(/\r?\n/);

export interface ReconcileOptions {
  /** With it, each row that changes an application queues the visitor's news, as its postback would. */
  mail?: MailContext;
  /** The time the rows count as received at. */
  now?: Date;
}

export async function reconcile(db: Db, bankId: number, csv: string, { mail, now = new Date() }: ReconcileOptions = {}): Promise<ReconciliationSummary> {
  const lines = splitLines(csv);
  const header = lines[0]?.split(',').map((h) => h.trim().toLowerCase());
  if (header?.join(',') !== RECONCILIATION_HEADER.join(',')) {
    throw new ReconciliationFileError(`The first line must be the header "${RECONCILIATION_HEADER.join(',')}".`);
  }
  const rows: RowOutcome[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const text = lines[i];
    if (!text.trim()) continue;
    const [reference = '', status = '', date = '', eventId = '', ...extra] = text.split(',').map((f) => f.trim());
    const row = { line: i + 1, eventId, reference };
    const event = { eventId, reference, status, occurredAt: date };
    if (extra.length || !isConversion(event)) {
      const first = isConversion.errors?.[0];
      const reason = extra.length || !first ? 'more than four fields' : `${first.instancePath.slice(1) || 'row'} ${first.message}`;
      rows.push({ ...row, outcome: 'refused', reason });
      continue;
    }
    const result = await receiveConversion(db, { bankId, signedAt: now, rawBody: text, event, via: 'reconciliation' }, mail);
    if (result.problem) rows.push({ ...row, outcome: result.replayed ? 'known' : 'refused', reason: result.problem.detail });
    else {
      const applicationStatus = String(result.answer.body.applicationStatus);
      rows.push({ ...row, applicationStatus, outcome: result.replayed ? 'known' : result.changed ? 'changed' : 'applied' });
    }
  }
  const count = (outcome: RowOutcome['outcome']) => rows.filter((r) => r.outcome === outcome).length;
  return { changed: count('changed'), applied: count('applied'), known: count('known'), refused: count('refused'), rows };
}
