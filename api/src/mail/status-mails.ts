/**
 * The application's news to the visitor, in the application's language: approved (with the bonus
 * and the day it is paid from at the earliest), declined (with the bank's reason, when it gave
 * one), bonus paid. Each is queued in the transaction of the change that causes it, at most once
 * per application and kind: its Message-ID is made of the kind and the application's public id,
 * and the outbox keeps one mail per Message-ID.
 *
 * Names come from the catalog, which must not be read on the transaction's connection (PGlite
 * has one): `newsOf` reads them first, and the queue functions render (synchronously) and insert
 * inside the transaction.
 */
import type { Tx } from '../db/client.js';
import { newsRecipients, type NewsRecipient } from '../db/repositories/tracking.js';
import { enqueueMail } from '../db/repositories/outbox.js';
import { productNames } from '../catalog/product-names.js';
import { mailDomain, messageIdFor } from '../domain/mail.js';
import type { MailContext } from './context.js';
import type { ApplicationNewsMail, RenderedMail } from './render.js';

/** An application's news recipient with its names in the application's language. */
export interface ApplicationNews {
  recipient: NewsRecipient;
  mail: ApplicationNewsMail;
}

/** The news mail context of the submitted applications named (none for an unknown reference). */
export async function newsOf(ctx: MailContext, which: Parameters<typeof newsRecipients>[1]): Promise<ApplicationNews[]> {
  const recipients = await newsRecipients(ctx.db, which);
  return Promise.all(recipients.map(async (recipient) => {
    const names = await productNames(ctx.catalog, recipient, recipient.language);
    return {
      recipient,
      mail: {
        language: recipient.language, country: recipient.country, customerName: recipient.customerName,
        reference: recipient.reference, ...names,
      },
    };
  }));
}

type NewsKind = 'application_approved' | 'application_declined' | 'bonus_paid';
const messageIdKinds = { application_approved: 'approved', application_declined: 'declined', bonus_paid: 'bonus-paid' } as const;

/** Queues the rendered news of this kind unless the application has it already; whether this call added it. */
async function queueNews(tx: Tx, ctx: MailContext, news: ApplicationNews, kind: NewsKind, rendered: RenderedMail): Promise<boolean> {
  const { created } = await enqueueMail(tx, {
    messageId: messageIdFor(messageIdKinds[kind], news.recipient.publicId, mailDomain(ctx.config.MAIL_FROM)),
    kind, applicationId: news.recipient.applicationId, toAddress: news.recipient.email, ...rendered,
  });
  return created;
}

export function queueApproved(
  tx: Tx, ctx: MailContext, news: ApplicationNews, bonus: { amount: number; currency: string; lockUntil: Date } | undefined,
): Promise<boolean> {
  const rendered = ctx.renderer.approved({
    ...news.mail, bonus: bonus ? { amount: bonus.amount, currency: bonus.currency, payableFrom: bonus.lockUntil } : null,
  });
  return queueNews(tx, ctx, news, 'application_approved', rendered);
}

export function queueDeclined(tx: Tx, ctx: MailContext, news: ApplicationNews, reason: string | undefined): Promise<boolean> {
  return queueNews(tx, ctx, news, 'application_declined', ctx.renderer.declined({ ...news.mail, reason: reason?.trim() || null }));
}

export function queueBonusPaid(
  tx: Tx, ctx: MailContext, news: ApplicationNews, bonus: { amount: number; currency: string }, paidAt: Date,
): Promise<boolean> {
  return queueNews(tx, ctx, news, 'bonus_paid', ctx.renderer.bonusPaid({ ...news.mail, bonus, paidAt }));
}
