/**
 * What a request to the mail route may cause: the storefront's own mails, rendered here, to the
 * addresses the storefront chooses. Both kinds are queued in one transaction with their limit
 * checks, under a lock, so the limits hold for concurrent requests and on every instance (they
 * count the shared outbox).
 */
import type { Db } from '../db/client.js';
import type { Config } from '../config.js';
import type { CatalogService } from '../catalog/service.js';
import type { Language } from '@storefront/shared/contract';
import type { CountryCode, ProductType } from '../domain/types.js';
import { mailDomain, messageIdAround, messageIdFor, recipientKey } from '../domain/mail.js';
import { latestSubmittedConfirmation } from '../db/repositories/applications.js';
import {
  enqueueMail, insertSupportRequest, queueConfirmationWithinLimit, recentMailsOfKind, recentMailsTo,
} from '../db/repositories/outbox.js';
import { lockNaturalKey } from '../db/repositories/locks.js';
import { confirmationOf, type KeyFactsOf } from './confirmation-data.js';
import type { MailRenderer } from './render.js';

export interface MailRequestContext {
  db: Db;
  catalog: CatalogService;
  renderer: MailRenderer;
  /** The Key Facts of an application's product, for its confirmation. */
  keyFactsOf: KeyFactsOf;
  config: Pick<Config, 'MAIL_FROM' | 'SUPPORT_INBOX' | 'MAIL_PER_RECIPIENT_PER_HOUR' | 'MAIL_SUPPORT_PER_HOUR'>;
}

/**
 * Queues the confirmation of the most recent Submitted application of this type whose customer has
 * this address, to that customer, once per application. Nothing is queued when there is no such
 * application, when it was confirmed already, or when the inbox has had its hourly share of
 * confirmations. The caller answers the same in every case; the result is for the log only.
 */
export async function queueConfirmation(ctx: MailRequestContext, to: string, type: ProductType): Promise<'queued' | 'nothing-to-send' | 'recipient-limit'> {
  const { db, config } = ctx;
  const domain = mailDomain(config.MAIL_FROM);
  // One read: the application, what its mail says and whether it was queued already.
  const latest = await latestSubmittedConfirmation(db, to, type, messageIdAround('application', domain));
  if (!latest || latest.confirmationQueued) return 'nothing-to-send';
  const content = await confirmationOf(ctx.catalog, latest, ctx.keyFactsOf);
  if (!content) return 'nothing-to-send';
  const messageId = messageIdFor('application', latest.application.publicId, domain);
  const { subject, html, text } = ctx.renderer.confirmation(content.mail);
  const { withinLimit, queued: created } = await queueConfirmationWithinLimit(db, {
    lockKey: `mail-recipient:${recipientKey(content.to)}`, kinds: ['card_confirmation', 'loan_confirmation'], perHour: config.MAIL_PER_RECIPIENT_PER_HOUR,
  }, {
    messageId, kind: type === 'Card' ? 'card_confirmation' : 'loan_confirmation', applicationId: latest.application.id,
    toAddress: content.to, subject, html, text,
  });
  if (!withinLimit) return 'recipient-limit';
  return created ? 'queued' : 'nothing-to-send';
}

export interface HelpRequest {
  to: string;
  name: string;
  message: string;
  country: CountryCode;
  /** The visitor's language on the storefront: their confirmation is written in it, the ticket names it. */
  language: Language;
  /** The request's Accept-Language header: the ticket names the visitor's languages. */
  acceptLanguage: string | undefined;
}

export type HelpOutcome =
  | { queued: true; id: string }
  | { queued: false; limit: 'recipient' | 'support-inbox'; retryAfterSeconds: number };

/**
 * Stores a help request as a ticket and queues two mails: the confirmation to the address the
 * visitor typed, and the ticket to SUPPORT_INBOX (Reply-To the visitor). Refused when that inbox
 * (however spelled, see recipientKey) has had MAIL_PER_RECIPIENT_PER_HOUR confirmations in the
 * last hour, or the support inbox MAIL_SUPPORT_PER_HOUR tickets.
 */
export async function queueHelpRequest(ctx: MailRequestContext, request: HelpRequest): Promise<HelpOutcome> {
  const { db, config, renderer } = ctx;
  const domain = mailDomain(config.MAIL_FROM);
  const key = recipientKey(request.to);
  return db.transaction(async (tx): Promise<HelpOutcome> => {
    // One help request at a time, on every instance: each one counts what the others queued.
    await lockNaturalKey(tx, 'mail-support-inbox');
    const mine = await recentMailsTo(tx, key, ['support_confirmation']);
    if (mine.count >= config.MAIL_PER_RECIPIENT_PER_HOUR) return { queued: false, limit: 'recipient', retryAfterSeconds: mine.freeInSeconds };
    const inbox = await recentMailsOfKind(tx, 'support_copy');
    if (inbox.count >= config.MAIL_SUPPORT_PER_HOUR) return { queued: false, limit: 'support-inbox', retryAfterSeconds: inbox.freeInSeconds };

    const ticket = await insertSupportRequest(tx, {
      country: request.country, language: request.language, name: request.name, email: request.to, message: request.message,
    });
    const fields = { language: request.language, name: request.name, email: request.to, message: request.message };
    const confirmation = await enqueueMail(tx, {
      messageId: messageIdFor('support', ticket.id, domain), kind: 'support_confirmation', supportRequestId: ticket.id,
      toAddress: request.to, ...renderer.help(fields),
    });
    await enqueueMail(tx, {
      messageId: messageIdFor('support-copy', ticket.id, domain), kind: 'support_copy', supportRequestId: ticket.id,
      toAddress: config.SUPPORT_INBOX, replyTo: request.to,
      ...renderer.ticket({
        ...fields, ticketId: ticket.id, country: request.country, receivedAt: ticket.createdAt, acceptLanguage: request.acceptLanguage,
      }),
    });
    return { queued: true, id: confirmation.id };
  });
}
