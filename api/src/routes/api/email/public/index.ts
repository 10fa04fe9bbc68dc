import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailAccepted, EmailRequest, problemResponses } from '@storefront/shared/contract';
import { confirmationReceipt, hasEncodedWord, hasLineBreak, recipientKey, requestedMail, storableText } from '../../../../domain/mail.js';
import { ProblemError } from '../../../../plugins/app/problem-error.js';
import { queueHelpRequest } from '../../../../mail/requests.js';
import { queueMissingConfirmations } from '../../../../mail/confirmations.js';
import { mailLimit } from '../../../../plugins/app/rate-limit.js';
import { errorForLog } from '../../../../domain/log-safe.js';

const invalid = (detail: string) => new ProblemError(400, 'request.invalid', 'Invalid request', detail, 'validation-error');

const limitDetail = {
  client: 'Too many help requests from this client; try again later.',
  recipient: 'Too many messages to this address; try again later.',
} as const;

/** A confirmation that could not be queued: the visitor's page says so and offers to try again. */
const notQueued = () => new ProblemError(
  503, 'unavailable', 'Service Unavailable', 'The confirmation could not be queued; please try again in a few seconds.', 'unavailable',
);

/**
 * Not a relay: the request names one of the storefront's three mails (by its subject) and an
 * address; the API renders the mail from its own templates and stored data, and chooses who gets
 * it. A submitted application's confirmation is queued with the submit (mail/confirmations.ts);
 * a confirmation request queues any of the address's submitted applications of that type that
 * has none, and is answered the same whether or not such an application exists. A help request
 * goes to the address the visitor typed, with a ticket to SUPPORT_INBOX.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
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
      const queued = await queueMissingConfirmations(app.mail, to, mail.type).catch((error: unknown) => {
        request.log.error({ err: errorForLog(error) }, 'confirmation not queued');
        throw notQueued();
      });
      request.log.debug({ queued }, 'confirmation request');
      if (queued > 0) app.outbox.kick();
      return reply.status(202).send({ id: confirmationReceipt(subject, recipientKey(to)), status: 'queued' });
    }

    const name = request.body.name?.trim();
    const message = storableText(request.body.message ?? '').trim();
    if (!name) throw invalid('body/name is required with the help request subject.');
    if (!message) throw invalid('body/message is required with the help request subject and must hold text.');
    const outcome = await queueHelpRequest(app.mail, {
      to, name, message, kind: request.body.kind ?? 'help', country: request.country, language: request.language, acceptLanguage: request.headers['accept-language'],
      clientAddress: request.ip,
    });
    if (!outcome.queued) {
      reply.header('retry-after', outcome.retryAfterSeconds);
      throw new ProblemError(429, 'rate-limited', 'Too Many Requests', limitDetail[outcome.limit], 'rate-limited');
    }
    // The support inbox's hourly budget is used: its copy of the ticket waits (the visitor's does not).
    if (outcome.ticketCopyDueInSeconds > 0) request.log.info({ ticketCopyDueInSeconds: outcome.ticketCopyDueInSeconds }, 'support inbox budget used: ticket copy delayed');
    app.outbox.kick();
    return reply.status(202).send({ id: outcome.id, status: 'queued', ...(outcome.reference ? { reference: outcome.reference } : {}) });
  });
};
export default routes;
