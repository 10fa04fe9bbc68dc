import { AsyncResource } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogPreviewHeader } from '@storefront/shared/contract';
import { ProblemError } from './problem-error.js';
import { catalogPreviewScope } from '../../catalog/preview-scope.js';
import { PreviewTokenRefused } from '../../catalog/preview-token.js';
import { DraftPreviews, previewTokensFor } from '../../catalog/preview.js';
import { previewSources } from '../../catalog/preview-sources.js';

const header = catalogPreviewHeader.toLowerCase();

declare module 'fastify' {
  interface FastifyRequest {
    /** The draft this request previews (X-Catalog-Preview), or null: the live catalog. */
    catalogPreview: { draftId: number } | null;
  }
}

/** Each preview request's scope, carried over the body's reading (which runs outside it). */
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

function refusal(error: unknown): unknown {
  if (error instanceof PreviewTokenRefused) {
    return error.reason === 'expired'
      ? new ProblemError(401, 'preview.ended', 'The preview has ended', 'The preview link has expired: ask for a new one in the console.')
      : new ProblemError(401, 'preview.invalid', 'Invalid preview link', 'The preview link is not valid.');
  }
  return error;
}

/** What a request previewing a draft gets when it would submit an application to a partner. */
export const applicationRefusedInPreview = () => new ProblemError(
  403, 'preview.application-refused', "Applications can't be made in a preview",
  'This page shows a draft of the catalog: exit the preview to apply.',
);

/** Shared caches take no copy of an answer that may hold a draft; every answer says it varies with the header. */
function varyOnPreview(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names = String(vary ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === header)) reply.header('vary', [...names, catalogPreviewHeader].join(', '));
}

/**
 * The public API answers a request carrying a valid preview token (an operator's preview link,
 * catalog/preview-token.ts) from the draft's catalog: the draft's market document in place of the
 * live one, every other market live. Such answers are never stored (`Cache-Control: no-store`).
 * A forged or damaged token is refused 401 (`preview.invalid`), an expired one 401 and a token of a
 * draft that was published or discarded 403 (`preview.ended`): the storefront then drops it.
 */
export default fp(async (app) => {
  if (!app.config.CATALOG_PREVIEW_KEY && app.config.production) {
    app.log.warn('CATALOG_PREVIEW_KEY is not set: catalog preview links work on this instance only, until it restarts');
  }
  const previews = new DraftPreviews(previewTokensFor(app.config), app.db, app.catalog, previewSources);
  app.decorateRequest('catalogPreview', null);

  // A callback hook: the rest of the request (later hooks, the handler and what it calls) runs in
  // the preview's scope, so CatalogService answers from the draft for this request only.
  app.addHook('onRequest', (request, reply, done) => {
    varyOnPreview(reply);
    const token = request.headers[header];
    if (token === undefined || request.method === 'OPTIONS') return done();
    previews.resolve(Array.isArray(token) ? token[0] : token).then(
      ({ draftId, snapshot }) => {
        request.catalogPreview = { draftId };
        reply.header('cache-control', 'no-store');
        catalogPreviewScope.run(snapshot, () => {
          scopes.set(request, new AsyncResource('catalog-preview'));
          done();
        });
      },
      (error: unknown) => done(refusal(error) as Error),
    );
  });

  // The body is read in the socket's context: the handler gets the preview's scope back.
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });

  // Whatever a route set, a preview's answer is not kept by any cache.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.catalogPreview) reply.header('cache-control', 'no-store');
    varyOnPreview(reply);
    done(null, payload);
  });
}, { name: 'catalog-preview', dependencies: ['config', 'database'] });
