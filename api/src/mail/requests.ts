/**
 * What a help request through the mail route may cause: the storefront's own mails, rendered here,
 * to the addresses the storefront chooses, within budgets that hold for concurrent requests and on
 * every instance (they count the shared database, under one lock). One client cannot use up the
 * support inbox's budget for the others, and a visitor is never refused because that budget is used:
 * the ticket is stored and its copy to the support inbox waits for room.
 */
import crypto from 'node:crypto';
import type { HelpRequestKind, Language } from '@storefront/shared/contract';
import type { CountryCode } from '../domain/types.js';
import { mailDomain, messageIdFor, recipientKey } from '../domain/mail.js';
import { newComplaintReference } from '../domain/reference.js';
import {
  enqueueMail, enqueueSupportCopy, insertSupportRequest, recentHelpRequestsOf, recentMailsTo, recordHelpRequestOf,
} from '../db/repositories/outbox.js';
import { lockNaturalKey } from '../db/repositories/locks.js';
import type { MailContext } from './context.js';

export interface HelpRequest {
  to: string;
  name: string;
  message: string;
  /** A question, or a complaint: a ticket of its own kind with a reference for the visitor. */
  kind: HelpRequestKind;
  country: CountryCode;
  /** The visitor's language on the storefront: their confirmation is written in it, the ticket names it. */
  language: Language;
  /** The request's Accept-Language header: the ticket names the visitor's languages. */
  acceptLanguage: string | undefined;
  /** The client's address as the rate limits count it (request.ip, with TRUST_PROXY). */
  clientAddress: string;
}

export type HelpOutcome =
  | { queued: true; id: string; ticketCopyDueInSeconds: number; reference: string | null }
  | { queued: false; limit: 'client' | 'recipient'; retryAfterSeconds: number };

/** How the help-request budget knows a client: a SHA-256 of its address, so the database holds no address. */
const clientKey = (address: string) => crypto.createHash('sha256').update(`help-request-client\n${address}`).digest('base64url');

/**
 * Stores a help request as a ticket (a complaint with a fresh reference) and queues two mails: the confirmation to the address the
 * visitor typed, and the ticket to SUPPORT_INBOX (Reply-To the visitor). Refused when the client
 * has made MAIL_SUPPORT_PER_CLIENT_PER_HOUR help requests in the last hour, or that inbox (however
 * spelled, see recipientKey) has had MAIL_PER_RECIPIENT_PER_HOUR confirmations. The ticket's copy
 * leaves when the support inbox's MAIL_SUPPORT_PER_HOUR has room for it, later when it has none.
 */
export async function queueHelpRequest(ctx: MailContext, request: HelpRequest): Promise<HelpOutcome> {
  const { db, config, renderer } = ctx;
  const domain = mailDomain(config.MAIL_FROM);
  const client = clientKey(request.clientAddress);
  return db.transaction(async (tx): Promise<HelpOutcome> => {
    // One help request at a time, on every instance: each one counts what the others queued.
    await lockNaturalKey(tx, 'mail-support-inbox');
    const theirs = await recentHelpRequestsOf(tx, client);
    if (theirs.count >= config.MAIL_SUPPORT_PER_CLIENT_PER_HOUR) return { queued: false, limit: 'client', retryAfterSeconds: theirs.freeInSeconds };
    const mine = await recentMailsTo(tx, recipientKey(request.to), ['support_confirmation']);
    if (mine.count >= config.MAIL_PER_RECIPIENT_PER_HOUR) return { queued: false, limit: 'recipient', retryAfterSeconds: mine.freeInSeconds };

    await recordHelpRequestOf(tx, client);
    const reference = request.kind === 'complaint' ? newComplaintReference() : null;
    const ticket = await insertSupportRequest(tx, {
      country: request.country, language: request.language, name: request.name, email: request.to, message: request.message,
      kind: request.kind, reference,
    });
    const fields = { language: request.language, name: request.name, email: request.to, message: request.message };
    const confirmation = await enqueueMail(tx, {
      messageId: messageIdFor('support', ticket.id, domain), kind: 'support_confirmation', supportRequestId: ticket.id,
      toAddress: request.to, ...(reference ? renderer.complaintReceived({ ...fields, reference }) : renderer.help(fields)),
    });
    const copy = await enqueueSupportCopy(tx, {
      messageId: messageIdFor('support-copy', ticket.id, domain), kind: 'support_copy', supportRequestId: ticket.id,
      toAddress: config.SUPPORT_INBOX, replyTo: request.to,
      ...renderer.ticket({
        ...fields, ticketId: ticket.id, country: request.country, receivedAt: ticket.createdAt, acceptLanguage: request.acceptLanguage,
      }),
    }, config.MAIL_SUPPORT_PER_HOUR);
    return { queued: true, id: confirmation.id, ticketCopyDueInSeconds: copy.dueInSeconds, reference };
  });
}
