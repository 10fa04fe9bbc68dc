/** The support desk's records as the operator API answers them (shared/src/contract/operator/support.ts). */
import type { TicketDetail, TicketEntry, TicketSummary } from '@storefront/shared/contract';
import type { TicketEntryRow, TicketRow } from '../../db/repositories/support-tickets.js';
import type { ticketDetail } from '../../services/support-tickets.js';

export const ticketSummaryOf = (row: TicketRow): TicketSummary => ({
  id: row.id, kind: row.kind, status: row.status, reference: row.reference, country: row.country, language: row.language,
  name: row.name, email: row.email, erased: row.anonymisedAt !== null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});

export const ticketEntryOf = (row: TicketEntryRow): TicketEntry => ({
  id: row.id, kind: row.kind, body: row.body, author: row.author, createdAt: row.createdAt.toISOString(),
});

export const ticketDetailOf = ({ ticket, entries, mails }: Awaited<ReturnType<typeof ticketDetail>>): TicketDetail => ({
  ticket: ticketSummaryOf(ticket),
  message: ticket.message,
  entries: entries.map(ticketEntryOf),
  mails: mails.map((m) => ({
    kind: m.kind, subject: m.subject, status: m.status, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt ? m.sentAt.toISOString() : null,
  })),
});
