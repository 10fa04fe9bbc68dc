/**
 * A visitor's right to erasure (role `support`): find their records by e-mail address, then blank
 * their personal data everywhere (customers, tickets with their notes and replies, mails), keeping
 * the rows with their country, product, statuses and dates, so the statistics stay. What the audit
 * log keeps of it is identifiers and counts, never the address.
 */
import type { Tx } from '../db/client.js';
import { eraseVisitor, findVisitorRecords, type ErasureCounts, type VisitorRecords } from '../db/repositories/erasure.js';
import { writeAudit, type Actor } from './audit.js';

const idsOf = (found: VisitorRecords) => ({
  customers: found.customers.map((c) => c.id),
  applications: found.applications.map((a) => a.reference),
  tickets: found.tickets.map((t) => t.id),
});

/** The visitor's records found by their address (audited: who looked, and what was found, by identifier). */
export async function visitorRecords(db: Tx, actor: Actor, email: string): Promise<VisitorRecords> {
  return db.transaction(async (tx) => {
    const found = await findVisitorRecords(tx, email);
    await writeAudit(tx, actor, { action: 'visitor.searched', targetType: 'visitor', after: idsOf(found) });
    return found;
  });
}

export interface Erasure {
  counts: ErasureCounts;
  /** The records erased, by their identifiers (public customer ids, application references, ticket ids). */
  erased: { customers: string[]; applications: string[]; tickets: number[] };
}

export async function eraseVisitorData(db: Tx, actor: Actor, email: string): Promise<Erasure> {
  return db.transaction(async (tx) => {
    const found = await findVisitorRecords(tx, email);
    const counts = await eraseVisitor(tx, email);
    const erased = idsOf(found);
    await writeAudit(tx, actor, { action: 'visitor.erased', targetType: 'visitor', before: erased, after: counts });
    return { counts, erased };
  });
}
