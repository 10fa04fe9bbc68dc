import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ConversionAnswer, ConversionRequest, PartnerHeaders, partnerIdHeader, partnerSignatureHeader, partnerSignatureToleranceSeconds,
  problemResponses,
} from '@storefront/shared/contract';
import { writeLimit } from '../../../../../plugins/app/rate-limit.js';
import { ProblemError } from '../../../../../plugins/app/problem-error.js';
import { isFresh, parseSignature, signatureMatches } from '../../../../../domain/partner-signature.js';
import { receiveConversion } from '../../../../../services/partner-conversions.js';
import { recordPostback } from '../../../../../db/repositories/partner-postbacks.js';
import { bankExists } from '../../../../../db/repositories/partner-secrets.js';

/** The bank a postback is authenticated as, and the time it signed it at. */
interface SignedBy {
  bankId: number;
  signedAt: Date;
}

const rawBodies = new WeakMap<FastifyRequest, string>();
const signers = new WeakMap<FastifyRequest, SignedBy>();
/** The requests whose outcome is listed already (by the service, or as refused before it). */
const listed = new WeakSet<FastifyRequest>();

/** The event id and reference a body names, as sent (unauthenticated when the signature failed). */
function namedIn(body: unknown): { eventId: string | null; reference: string | null } {
  const field = (name: string) => {
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' && value ? value : null;
  };
  return { eventId: field('eventId'), reference: field('reference') };
}

const unauthorized = (detail: string) => new ProblemError(401, 'partner.unauthorized', 'Unauthorized', detail);

/** The outcome label of the postback metrics for an answer's status. */
const outcomeOf = (status: number, replayed: boolean) =>
  replayed ? 'repeat' : status === 200 ? 'applied' : status === 404 ? 'not-found' : status === 409 ? 'impossible' : 'refused';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The signature covers the body's bytes as sent: keep them, and parse as Fastify does (prototype
  // keys refused). A body that is not JSON stays a string, so that the signature is checked first
  // (401) and the schema refuses it after (400).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = body as string;
    rawBodies.set(request, raw);
    parseJson(request, raw, (error, parsed) => done(null, error ? raw : parsed));
  });

  /** Lists a bank's postback as refused for `reason` (what the console shows; the bank's answer says less). */
  const listRefused = async (request: FastifyRequest, bankId: number, answerStatus: number, reason: string) => {
    listed.add(request);
    await recordPostback(app.db, { bankId, via: 'postback', ...namedIn(request.body), outcome: 'refused', answerStatus, reason });
  };

  // Before the body is validated: an unsigned request learns nothing about what a valid body is.
  app.addHook('preValidation', async (request) => {
    const partnerId = String(request.headers[partnerIdHeader] ?? '');
    const bankId = /^[0-9]{1,10}$/.test(partnerId) ? Number(partnerId) : null;
    const secrets = bankId === null ? [] : await app.partners.secretsOf(bankId);
    const fail = async (detail: string, reason?: string) => {
      // A bank's id as the label only when it is a partner: made-up ids make no series of their own.
      app.partners.signatureFailures.inc({ partner: secrets.length ? String(bankId) : 'unknown' });
      request.log.info({ partnerId: secrets.length ? bankId : null }, 'partner postback refused: signature');
      // Listed under the bank when the id is one of the catalog's banks; a made-up id is listed nowhere.
      if (reason && bankId !== null) await listRefused(request, bankId, 401, reason);
      return unauthorized(detail);
    };
    const notValid = 'The partner id or the signature is not valid.';
    if (bankId === null) throw await fail(notValid);
    if (!secrets.length) {
      throw await fail(notValid, (await bankExists(app.db, bankId)) ? 'No active postback secret: the bank has none, or all are revoked.' : undefined);
    }
    const signature = parseSignature(request.headers[partnerSignatureHeader] as string | undefined);
    if (!signature) throw await fail(notValid, 'Missing or malformed signature header.');
    const skew = Math.floor(Date.now() / 1000) - signature.timestamp;
    if (!isFresh(signature.timestamp, Math.floor(Date.now() / 1000), partnerSignatureToleranceSeconds)) {
      throw await fail(
        `The signature's time is more than ${partnerSignatureToleranceSeconds} seconds from the server's clock.`,
        `Expired timestamp: signed ${Math.abs(skew)} s ${skew >= 0 ? 'before' : 'after'} the server's clock (at most ${partnerSignatureToleranceSeconds} s).`,
      );
    }
    if (!signatureMatches(signature, secrets, rawBodies.get(request) ?? '')) {
      throw await fail(notValid, 'Bad signature: it matches none of the bank\'s active secrets for this body.');
    }
    signers.set(request, { bankId, signedAt: new Date(signature.timestamp * 1000) });
  });

  // A signed request refused before the service answered it (its body is not a valid event): listed too.
  app.addHook('onError', async (request, _reply, error) => {
    const signer = signers.get(request);
    if (!signer || listed.has(request)) return;
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    await listRefused(request, signer.bankId, status, status < 500 ? `Invalid event: ${error.message}` : 'The server failed to answer it.');
  });

  app.post('', {
    config: writeLimit(app),
    schema: {
      tags: ['partners'],
      summary: "A bank reports an application's outcome (signed; docs/partners.md)",
      description:
        'Signed with the bank\'s secret: X-Partner-Signature `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, ' +
        `t within ${partnerSignatureToleranceSeconds} s of the server's clock (401 otherwise: nothing is applied; the console lists the refusal and its reason). ` +
        'A repeated eventId is answered as the first time and changes nothing. The status follows occurredAt; ' +
        'an event impossible at its time is 409. A reference that is not one of this bank\'s applications is 404.',
      headers: PartnerHeaders,
      body: ConversionRequest,
      response: { 200: ConversionAnswer, ...problemResponses },
    },
  }, async (request) => {
    const { bankId, signedAt } = signers.get(request)!;
    const result = await receiveConversion(app.db, { bankId, signedAt, rawBody: rawBodies.get(request)!, event: request.body }, app.mail);
    listed.add(request);
    if (result.applied) app.outbox.kick();
    const outcome = outcomeOf(result.answer.status, result.replayed);
    app.partners.postbacks.inc({ partner: String(bankId), outcome });
    request.log.info({ partnerId: bankId, eventId: request.body.eventId, applicationReference: request.body.reference, outcome, reversal: result.reversal }, 'partner postback');
    if (result.problem) throw result.problem;
    return result.answer.body;
  });
};
export default routes;
