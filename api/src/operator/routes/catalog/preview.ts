import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CatalogDraftParams, PreviewLink, problemResponses } from '@storefront/shared/contract';
import { actorOf, requireRole } from '../../access.js';
import { draftById } from '../../../db/repositories/catalog-drafts.js';
import { writeAudit } from '../../../services/audit.js';
import { isPreviewable, previewTokensFor, previewUrl } from '../../../catalog/preview.js';
import { ProblemError } from '../../../plugins/app/problem-error.js';

/**
 * A draft's preview link (catalog or admin): the storefront's address with a signed token that
 * shows the draft there, marked Preview, until it expires (CATALOG_PREVIEW_TTL_HOURS). The token
 * is handed out once, in the answer: the audit log records that a link was made, never the token.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tokens = previewTokensFor(app.config);

  app.post('/drafts/:id/preview', {
    config: requireRole('catalog', 'admin'),
    schema: {
      tags: ['catalog'],
      summary: "A link that opens the draft on the storefront, marked Preview, until it expires",
      description: 'The link works while the draft is open, awaiting approval or scheduled; once it is published or discarded the storefront says the preview has ended.',
      params: CatalogDraftParams,
      response: { 201: PreviewLink, ...problemResponses },
    },
  }, async (request, reply) => {
    const actor = actorOf(request);
    const draft = await draftById(app.db, request.params.id);
    if (!draft) throw new ProblemError(404, 'catalog.draft-not-found', 'Draft not found', `No catalog draft has the id ${request.params.id}.`);
    if (!isPreviewable(draft.status)) {
      throw new ProblemError(409, 'catalog.draft-closed', 'Draft not previewable', `The draft was ${draft.status}: only a draft being edited, awaiting approval or scheduled can be previewed.`);
    }
    const { token, expiresAt } = await tokens.sign(draft.id);
    await writeAudit(app.db, actor, {
      action: 'catalog.preview-link-created', targetType: 'catalog-draft', targetId: String(draft.id),
      after: { market: draft.market, revision: draft.revision, expiresAt: expiresAt.toISOString() },
    });
    return reply.status(201).send({ url: previewUrl(app.config.STOREFRONT_URL, token), expiresAt: expiresAt.toISOString() });
  });
};
export default routes;
