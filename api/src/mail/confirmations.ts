/**
 * An application's confirmation, written from stored data and queued in the outbox: by the submit,
 * in the transaction that submits the application (so a submitted application always has its
 * confirmation), and by the mail call for a submitted application that has none. One per
 * application (migrations/0011), never counted against the inbox's hourly budget: what else was
 * sent to the address cannot hold it back.
 */
import {
  confirmationSourceBeforeSubmit, submitApplication, unconfirmedSubmissions, type ConfirmationSource,
} from '../db/repositories/applications.js';
import { enqueueConfirmation, type NewConfirmation } from '../db/repositories/outbox.js';
import { mailDomain, messageIdFor } from '../domain/mail.js';
import type { ProductType } from '../domain/types.js';
import { confirmationOf } from './confirmation-data.js';
import type { MailContext } from './context.js';

/** The outbox row of an application's confirmation, rendered; undefined when the application has no product. */
export async function renderConfirmation(ctx: MailContext, source: ConfirmationSource): Promise<NewConfirmation | undefined> {
  const content = await confirmationOf(ctx.catalog, source, ctx.keyFactsOf);
  if (!content) return undefined;
  const { application } = source;
  return {
    messageId: messageIdFor('application', application.publicId, mailDomain(ctx.config.MAIL_FROM)),
    kind: application.applicationType === 'Card' ? 'card_confirmation' : 'loan_confirmation',
    applicationId: application.id,
    toAddress: content.to,
    ...ctx.renderer.confirmation(content.mail),
  };
}

type SubmitValues = Parameters<typeof submitApplication>[2];

/**
 * Created -> Submitted (submitApplication) with the application's confirmation queued in the same
 * transaction: both or neither. The mail is written before the transaction, from the application
 * as the submit leaves it (rendering reads the catalog, which must not wait on the transaction's
 * connection). Undefined, and nothing queued, when the application was no longer Created.
 */
export async function submitWithConfirmation(ctx: MailContext, applicationId: number, values: SubmitValues) {
  const source = await confirmationSourceBeforeSubmit(ctx.db, applicationId, values.productId);
  const mail = source && (await renderConfirmation(ctx, {
    ...source,
    application: { ...source.application, ...values, status: 'Submitted', submittedAt: new Date() },
  }));
  return ctx.db.transaction(async (tx) => {
    const submitted = await submitApplication(tx, applicationId, values);
    if (!submitted) return undefined;
    if (!mail) throw new Error(`No confirmation could be written for application ${applicationId}.`);
    await enqueueConfirmation(tx, mail);
    return submitted;
  });
}

/**
 * Queues the confirmation of every submitted application of this type whose customer has this
 * address and which has none yet; how many it queued. A database error is thrown: the caller
 * answers it, so the visitor can try again.
 */
export async function queueMissingConfirmations(ctx: MailContext, to: string, type: ProductType): Promise<number> {
  let queued = 0;
  for (const source of await unconfirmedSubmissions(ctx.db, to, type)) {
    const mail = await renderConfirmation(ctx, source);
    if (mail && (await enqueueConfirmation(ctx.db, mail))) queued += 1;
  }
  return queued;
}
