import type { Tx } from '../db/client.js';
import { insertAudit, type AuditRow } from '../db/repositories/operators.js';

/** Who did it: a signed-in operator, or the system (id null) for what the API does by itself. */
export interface Actor {
  id: number | null;
  email: string;
}

export interface AuditRecord {
  /** What was done, as `<thing>.<verb>`: `operator.created`, `application.revealed`, `payout.approved`. */
  action: string;
  /** The kind of record it was done to (`operator`, `application`, `payout-batch`...) and its id. */
  targetType: string;
  targetId?: string | null;
  /** The record before and after (identifiers and states; a visitor's personal data never). */
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the audit log. Call it in the transaction of the write it records, so that
 * the line exists exactly when the change does; a view of personal data is recorded before it is
 * answered.
 */
export async function writeAudit(tx: Tx, actor: Actor, record: AuditRecord): Promise<AuditRow> {
  return insertAudit(tx, {
    operatorId: actor.id,
    operatorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
