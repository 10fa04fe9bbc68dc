import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailAccepted, EmailRequest, problemResponses } from '../../../schemas.js';
import { hasEncodedWord, hasLineBreak, mailDomain, mailSubjects, messageIdFor, supportCopy } from '../../../domain/mail.js';
import { htmlToText, sanitizeHtml } from '../../../domain/sanitize-html.js';
import { ProblemError, unprocessable } from '../../../domain/problem.js';
import { latestSubmittedFor } from '../../../db/repositories/applications.js';
import { enqueueMail, findMailByMessageId, insertSupportRequest, recentMailsTo } from '../../../db/repositories/outbox.js';
import { lockNaturalKey } from '../../../db/repositories/locks.js';
import type { Tx } from '../../../db/client.js';
import { mailLimit } from '../../../plugins/app/rate-limit.js';

/**
 * Not an open relay: only the storefront's three messages, only to the customer of a Submitted
 * application (its most recent one of the matching type) or, for a help request, to the visitor
 * who asked, whose request becomes a support ticket copied to SUPPORT_INBOX.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const domain = mailDomain(app.config.MAIL_FROM);

  app.post('', {
    config: mailLimit(app),
    schema: {
      tags: ['mail'],
      summary: "Queue one of the storefront's messages (application confirmation or help request)",
      body: EmailRequest,
      response: { 202: EmailAccepted, ...problemResponses },
    },
  }, async (request, reply) => {
    const { to, subject, body, containImages } = request.body;
    if (hasLineBreak(to) || hasLineBreak(subject)) {
      throw new ProblemError(400, 'Invalid request', 'body/to and body/subject must be a single line.', 'validation-error');
    }
    if (hasEncodedWord(to)) throw new ProblemError(400, 'Invalid request', 'body/to must be a plain e-mail address.', 'validation-error');
    const html = sanitizeHtml(body, { allowImages: containImages });
    const text = htmlToText(html);
    if (!text) throw unprocessable('Empty message', 'body/body has no content left after removing unsafe HTML.');

    const accepted = (id: string) => reply.status(202).send({ id, status: 'queued' as const });
    const limitRecipient = async (db: Tx = app.db) => {
      if ((await recentMailsTo(db, to)) >= app.config.MAIL_PER_RECIPIENT_PER_HOUR) {
        throw new ProblemError(429, 'Too Many Requests', 'Too many messages to this address; try again later.', 'rate-limited');
      }
    };

    if (subject === mailSubjects.helpRequest) {
      const id = await app.db.transaction(async (tx) => {
        // One help request per address at a time, so that the per-recipient limit also holds for
        // concurrent requests (each counts what the others queued).
        await lockNaturalKey(tx, `help:${to.toLowerCase()}`);
        await limitRecipient(tx);
        const ticket = await insertSupportRequest(tx, { country: request.country, email: to, bodyHtml: html, bodyText: text });
        const copy = supportCopy(ticket.id, to, text);
        const confirmation = await enqueueMail(tx, {
          messageId: messageIdFor('support', ticket.id, domain), kind: 'support_confirmation', supportRequestId: ticket.id,
          toAddress: to, subject, html, text,
        });
        await enqueueMail(tx, {
          messageId: messageIdFor('support-copy', ticket.id, domain), kind: 'support_copy', supportRequestId: ticket.id,
          toAddress: app.config.SUPPORT_INBOX, replyTo: to, subject: copy.subject, html: copy.html, text: copy.text,
        });
        return confirmation.id;
      });
      app.outbox.kick();
      return accepted(id);
    }

    const type = subject === mailSubjects.cardConfirmation ? 'Card' : 'Loan';
    const application = await latestSubmittedFor(app.db, to, type);
    if (!application) {
      throw new ProblemError(403, 'Recipient not allowed', `There is no submitted ${type} application for this address.`, 'recipient-not-allowed');
    }
    const messageId = messageIdFor('application', application.applicationId, domain);
    const existing = await findMailByMessageId(app.db, messageId);
    if (existing) return accepted(existing.id);
    await limitRecipient();
    const { id } = await enqueueMail(app.db, {
      messageId, kind: type === 'Card' ? 'card_confirmation' : 'loan_confirmation', applicationId: application.applicationId,
      toAddress: to, subject, html, text,
    });
    app.outbox.kick();
    return accepted(id);
  });
};
export default routes;
