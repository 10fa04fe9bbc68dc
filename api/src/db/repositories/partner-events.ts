import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { partnerEvents } from '../partner-schema.js';
import { applications, products } from '../schema.js';
import type { PartnerEventStatus } from '@storefront/shared/contract';

/** The postback events of banks (migrations/0013): each stored as received, with its answer. */

export type StoredAnswer = { status: number; body: Record<string, unknown> };

/** The answer a bank's event with this id got, when the bank sent it before. */
export async function answeredEvent(tx: Tx, bankId: number, eventId: string): Promise<StoredAnswer | undefined> {
  const [row] = await tx
    .select({ status: partnerEvents.answerStatus, body: partnerEvents.answer })
    .from(partnerEvents)
    .where(and(eq(partnerEvents.bankId, bankId), eq(partnerEvents.eventId, eventId)));
  return row ? { status: row.status, body: row.body as Record<string, unknown> } : undefined;
}

/**
 * The application with this reference and the bank of its product, its row locked until the
 * transaction ends (the events of one application are applied one at a time). Undefined when no
 * application has it; `bankId` null while it names no product (Created).
 */
export async function lockApplicationByReference(tx: Tx, reference: string) {
  const [row] = await tx
    .select({
      id: applications.id, status: applications.status, productId: applications.productId,
      productType: applications.applicationType, bankId: products.bankId,
    })
    .from(applications)
    .leftJoin(products, eq(products.id, applications.productId))
    .where(eq(applications.reference, reference))
    .for('update', { of: applications });
  return row;
}

/** The events applied to the application so far (answered 200), in the order they were received. */
export async function appliedEvents(tx: Tx, applicationId: number) {
  return tx
    .select({ status: partnerEvents.status, occurredAt: partnerEvents.occurredAt })
    .from(partnerEvents)
    .where(and(eq(partnerEvents.applicationId, applicationId), eq(partnerEvents.answerStatus, 200)))
    .orderBy(asc(partnerEvents.id)) as Promise<{ status: PartnerEventStatus; occurredAt: Date }[]>;
}

export interface ReceivedEvent {
  bankId: number;
  eventId: string;
  signedAt: Date;
  body: string;
  applicationId: number | null;
  status: PartnerEventStatus | null;
  occurredAt: Date | null;
  answer: StoredAnswer;
}

/** Stores an event with its answer (the caller holds the event id's lock: the id is new). */
export async function recordEvent(tx: Tx, event: ReceivedEvent): Promise<void> {
  await tx.insert(partnerEvents).values({
    bankId: event.bankId, eventId: event.eventId, signedAt: event.signedAt, body: event.body,
    applicationId: event.applicationId, status: event.status, occurredAt: event.occurredAt,
    answerStatus: event.answer.status, answer: event.answer.body,
  });
}

/** Sets the application's status as its events make it. */
export async function setApplicationStatus(tx: Tx, applicationId: number, status: typeof applications.$inferSelect.status): Promise<void> {
  await tx.update(applications).set({ status, updatedAt: sql`now()` }).where(eq(applications.id, applicationId));
}
