import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PartnerList, PartnerParams, PostbackList, ReconciliationSummary, SecretAction, SecretActionResult, problemResponses,
} from '@storefront/shared/contract';
import { actorOf, requireRole } from '../../access.js';
import { partnersWithSecrets } from '../../../db/repositories/partner-views.js';
import { recentPostbacks } from '../../../db/repositories/partner-postbacks.js';
import { bankExists } from '../../../db/repositories/partner-secrets.js';
import { runSecretCommand, SecretCommandError } from '../../../services/partner-secrets.js';
import { reconcile, ReconciliationFileError } from '../../../services/partner-reconciliation.js';
import { secretKeyFrom } from '../../../domain/partner-secret-box.js';
import { writeAudit } from '../../../services/audit.js';
import { ProblemError } from '../../../plugins/app/problem-error.js';

const refused = (detail: string) => new ProblemError(409, 'request.refused', 'Refused', detail);
const bankNotFound = (bankId: number) => new ProblemError(404, 'request.refused', 'Not Found', `There is no bank ${bankId} in the catalog.`, 'not-found');

/**
 * The banks as partners (admin): their postback secrets (a new one is shown once), click
 * parameter, recent postbacks with their outcome, and the monthly reconciliation upload.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = requireRole('admin');
  const tags = ['partners'];
  const key = secretKeyFrom(app.config.PARTNER_SECRET_KEY);

  // The reconciliation file arrives as the text it is.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.get('', { config: admin, schema: { tags, summary: 'Every bank with its click parameter, active secrets and last postback', response: { 200: PartnerList, ...problemResponses } } },
    async () => ({ partners: await partnersWithSecrets(app.db) }));

  app.post('/:bankId/secrets', {
    config: admin,
    schema: {
      tags, summary: 'Create, rotate or revoke a postback secret; a new secret is in this answer only', params: PartnerParams, body: SecretAction,
      response: { 200: SecretActionResult, ...problemResponses },
    },
  }, async (request, reply) => {
    const actor = actorOf(request);
    if (!key) throw refused('PARTNER_SECRET_KEY is not set: no secret can be stored.');
    const { bankId } = request.params;
    const result = await runSecretCommand(app.db, key, request.body.action, bankId).catch((error: unknown) => {
      throw error instanceof SecretCommandError ? refused(error.message) : error;
    });
    await writeAudit(app.db, actor, {
      action: `partner.secret-${request.body.action === 'create' ? 'created' : request.body.action === 'rotate' ? 'rotated' : 'revoked'}`,
      targetType: 'bank', targetId: String(bankId), after: { activeSecrets: result.active },
    });
    reply.header('cache-control', 'no-store');
    return { activeSecrets: result.active, ...(result.secret ? { secret: result.secret } : {}) };
  });

  app.get('/:bankId/postbacks', {
    config: admin,
    schema: { tags, summary: 'The bank\'s latest postbacks with their outcome: accepted, duplicate, or refused and why', params: PartnerParams, response: { 200: PostbackList, ...problemResponses } },
  }, async (request) => {
    if (!(await bankExists(app.db, request.params.bankId))) throw bankNotFound(request.params.bankId);
    return { postbacks: await recentPostbacks(app.db, request.params.bankId) };
  });

  app.post('/:bankId/reconciliation', {
    config: admin,
    schema: {
      tags, summary: 'Apply a monthly reconciliation CSV (reference,status,date,event id) as the postbacks it stands for', params: PartnerParams,
      consumes: ['text/csv'], body: { type: 'string', maxLength: 5 * 1024 * 1024 }, response: { 200: ReconciliationSummary, ...problemResponses },
    },
  }, async (request) => {
    const actor = actorOf(request);
    const { bankId } = request.params;
    if (!(await bankExists(app.db, bankId))) throw bankNotFound(bankId);
    const summary = await reconcile(app.db, bankId, request.body as string, { mail: app.mail }).catch((error: unknown) => {
      throw error instanceof ReconciliationFileError ? new ProblemError(400, 'request.invalid', 'Invalid file', error.message) : error;
    });
    const { changed, applied, known, refused: refusedRows } = summary;
    await writeAudit(app.db, actor, { action: 'partner.reconciled', targetType: 'bank', targetId: String(bankId), after: { changed, applied, known, refused: refusedRows } });
    return summary;
  });
};

export default routes;
