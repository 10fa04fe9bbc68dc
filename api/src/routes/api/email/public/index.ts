import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailAccepted, EmailRequest, problemResponses } from '@storefront/shared/contract';
import { confirmationReceipt, hasEncodedWord, hasLineBreak, recipientKey, requestedMail, storableText } from '../../../../domain/mail.js';
import { ProblemError } from '../../../../domain/problem.js';
import { createMailRenderer } from '../../../../mail/render.js';
import { queueConfirmation, queueHelpRequest, type MailRequestContext } from '../../../../mail/requests.js';
import { mailLimit } from '../../../../plugins/app/rate-limit.js';
import { applicationKeyFacts } from '../../../../services/key-facts.js';

const invalid = (detail: string) => new ProblemError(400, 'request.invalid', 'Invalid request', detail, 'validation-error');

const limitDetail = {
  recipient: 'Too many messages to this address; try again later.',
  'support-inbox': 'The support team has received too many requests; try again later.',
} as const;

/**
 * Not a relay: the request names one of the storefront's three mails (by its subject) and an
 * address; the API renders the mail from its own templates and stored data, and chooses who gets
 * it. A confirmation goes to the customer of the address's latest Submitted application of that
 * type, once; a help request to the address the visitor typed, with a ticket to SUPPORT_INBOX.
 * A confirmation request is answered the same whether or not such an application exists.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The templates are compiled once, here, when the app starts.
  const context: MailRequestContext = {
    db: app.db, catalog: app.catalog, config: app.config,
    keyFactsOf: (row, productId) => applicationKeyFacts(app, row, productId),
    renderer: createMailRenderer({ storefrontUrl: app.config.STOREFRONT_URL }),
  };

  app.post('', {
    config: mailLimit(app),
    schema: {
      tags: ['mail'],
      summary: "Send one of the storefront's mails (application confirmation or help request), rendered by the API",
      body: EmailRequest,
      response: { 202: EmailAccepted, ...problemResponses },
    },
  }, async (request, reply) => {
    const { to, subject } = request.body;
    if (hasLineBreak(to)) throw invalid('body/to must be a single line.');
    if (hasEncodedWord(to)) throw invalid('body/to must be a plain e-mail address.');
    const mail = requestedMail(subject);

    if (mail.kind === 'confirmation') {
      const outcome = await queueConfirmation(context, to, mail.type);
      request.log.debug({ outcome }, 'confirmation request');
      if (outcome === 'queued') app.outbox.kick();
      return reply.status(202).send({ id: confirmationReceipt(subject, recipientKey(to)), status: 'queued' });
    }

    const name = request.body.name?.trim();
    const message = storableText(request.body.message ?? '').trim();
    if (!name) throw invalid('body/name is required with the help request subject.');
    if (!message) throw invalid('body/message is required with the help request subject and must hold text.');
    const outcome = await queueHelpRequest(context, {
      to, name, message, country: request.country, language: request.language, acceptLanguage: request.headers['accept-language'],
    });
    if (!outcome.queued) {
      reply.header('retry-after', outcome.retryAfterSeconds);
      throw new ProblemError(429, 'rate-limited', 'Too Many Requests', limitDetail[outcome.limit], 'rate-limited');
    }
    app.outbox.kick();
    return reply.status(202).send({ id: outcome.id, status: 'queued' });
  });
};
export default routes;
