/**
 * The support desk (role `support` in the operator console): help requests and complaints as
 * tickets, new until answered, closed by support; internal notes; replies mailed to the visitor
 * through the outbox in the language they wrote in. Every change, and every view of a visitor's
 * words, is written to the audit log in its transaction (the ticket's state before and after,
 * never the visitor's words).
 */
import crypto from 'node:crypto';
import type { TicketStatus } from '@storefront/shared/contract';
import type { Tx } from '../db/client.js';
import {
  entriesOf, insertTicketEntry, listTickets, mailsOfTicket, setTicketStatus, ticketById, type TicketFilter, type TicketRow,
} from '../db/repositories/support-tickets.js';
import { enqueueMail } from '../db/repositories/outbox.js';
import { DomainError } from '../domain/problem.js';
import { mailDomain, messageIdFor } from '../domain/mail.js';
import type { MailContext } from '../mail/context.js';
import { writeAudit, type Actor } from './audit.js';

/** What the audit log records of a ticket: its state, not its content. */
export interface TicketState {
  status: TicketStatus;
  kind: TicketRow['kind'];
  reference: string | null;
}

const stateOf = (row: TicketRow): TicketState => ({ status: row.status, kind: row.kind, reference: row.reference });

const ticketNotFound = (id: number) =>
  new DomainError('not-found', 'ticket.not-found', 'Not Found', `Ticket ${id} does not exist.`, 'not-found');
const ticketErased = (id: number) =>
  new DomainError('conflict', 'ticket.erased', 'Ticket erased', `Ticket ${id} holds no personal data any more: there is nobody to reply to.`);

/** The tickets of the filter, newest first (the list shows who wrote: a view of personal data). */
export async function searchTickets(db: Tx, actor: Actor, filter: TicketFilter) {
  return db.transaction(async (tx) => {
    const found = await listTickets(tx, filter);
    await writeAudit(tx, actor, {
      action: 'ticket.listed', targetType: 'ticket', after: { filter: { ...filter, search: filter.search ? '(search)' : undefined }, ids: found.rows.map((t) => t.id) },
    });
    return found;
  });
}

/** A ticket with its notes and replies, oldest first, and its mails with their delivery. */
export async function ticketDetail(db: Tx, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const ticket = await ticketById(tx, id);
    if (!ticket) throw ticketNotFound(id);
    const entries = await entriesOf(tx, id);
    const mails = await mailsOfTicket(tx, id);
    await writeAudit(tx, actor, { action: 'ticket.viewed', targetType: 'ticket', targetId: String(id), after: stateOf(ticket) });
    return { ticket, entries, mails };
  });
}

/** An internal note on a ticket: the visitor never sees it, and the ticket's status stays. */
export async function addTicketNote(db: Tx, actor: Actor, id: number, body: string) {
  return db.transaction(async (tx) => {
    const ticket = await ticketById(tx, id, { forUpdate: true });
    if (!ticket) throw ticketNotFound(id);
    const entry = await insertTicketEntry(tx, { supportRequestId: id, kind: 'note', body, author: actor.email });
    await writeAudit(tx, actor, {
      action: 'ticket.noted', targetType: 'ticket', targetId: String(id), before: stateOf(ticket), after: { ...stateOf(ticket), entryId: entry.id },
    });
    return entry;
  });
}

/**
 * A reply to the visitor: queued in the outbox (the worker delivers it) to the address they gave,
 * in the language they wrote in, a complaint's naming its reference; the ticket is then answered.
 */
export async function replyToTicket(ctx: MailContext, actor: Actor, id: number, body: string) {
  const domain = mailDomain(ctx.config.MAIL_FROM);
  return ctx.db.transaction(async (tx) => {
    const ticket = await ticketById(tx, id, { forUpdate: true });
    if (!ticket) throw ticketNotFound(id);
    if (ticket.anonymisedAt) throw ticketErased(id);
    const mail = await enqueueMail(tx, {
      messageId: messageIdFor('support-reply', `${id}-${crypto.randomUUID()}`, domain), kind: 'support_reply', supportRequestId: id,
      // The visitor's answer to the reply reaches the support inbox, to be kept with the ticket.
      toAddress: ticket.email, replyTo: ctx.config.SUPPORT_INBOX,
      ...ctx.renderer.supportReply({ language: ticket.language, name: ticket.name, reference: ticket.reference, reply: body }),
    });
    const entry = await insertTicketEntry(tx, { supportRequestId: id, kind: 'reply', body, author: actor.email, mailId: mail.id });
    const after = await setTicketStatus(tx, id, 'answered');
    await writeAudit(tx, actor, {
      action: 'ticket.replied', targetType: 'ticket', targetId: String(id), before: stateOf(ticket), after: { ...stateOf(after), entryId: entry.id, mailId: mail.id },
    });
    return entry;
  });
}

/** Sets a ticket's status: closed when support is done with it, new or answered to reopen it. */
export async function changeTicketStatus(db: Tx, actor: Actor, id: number, status: TicketStatus) {
  return db.transaction(async (tx) => {
    const ticket = await ticketById(tx, id, { forUpdate: true });
    if (!ticket) throw ticketNotFound(id);
    const after = await setTicketStatus(tx, id, status);
    await writeAudit(tx, actor, { action: 'ticket.status-changed', targetType: 'ticket', targetId: String(id), before: stateOf(ticket), after: stateOf(after) });
    return after;
  });
}
