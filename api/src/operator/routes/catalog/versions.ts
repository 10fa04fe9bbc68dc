import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CatalogApproval, CatalogCompareQuery, CatalogDiff, CatalogDraft, CatalogDraftParams, CatalogVersion, CatalogVersionList,
  CatalogVersionParams, CatalogVersionQuery, PublishRequest, problemResponses, type CatalogVersionSummary,
} from '@storefront/shared/contract';
import { actorOf, requireRole } from '../../access.js';
import { decideDraft, publishDraft, republishVersion } from '../../../services/catalog-publishing.js';
import { catalogDraft } from '../../../services/catalog-drafts/index.js';
import { versionRow, versionsOf } from '../../../db/repositories/catalog-versions.js';
import { diffDocuments } from '../../../catalog/document-diff.js';
import { draftOf } from '../../wire/catalog.js';
import { DomainError } from '../../../domain/problem.js';

const versionNotFound = (market: string, version: number) =>
  new DomainError('not-found', 'catalog.version-not-found', 'Not Found', `Version ${version} of the ${market.toUpperCase()} catalog does not exist.`, 'not-found');

type VersionListRow = Awaited<ReturnType<typeof versionsOf>>[number];
const summaryOf = (v: VersionListRow): CatalogVersionSummary => ({
  market: v.market, version: v.version, publishedAt: v.publishedAt.toISOString(), effectiveAt: v.effectiveAt.toISOString(),
  publishedBy: v.publishedBy ?? 'system', approvedBy: v.approvedBy, sourceDraftId: v.sourceDraftId === null ? null : Number(v.sourceDraftId),
  republishOf: v.republishOf,
});

/**
 * Published versions of each market's catalog (role catalog; approval catalog or admin): publish a
 * draft now or at a local date-time of its market, four-eyes on a cost figure, history, compare
 * and re-publish. Every write is audited.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = requireRole('catalog');
  const decide = requireRole('catalog', 'admin');
  const tags = ['catalog'];
  const deps = { db: app.db, catalog: app.catalog };

  app.post('/drafts/:id/publish', {
    config: edit,
    schema: {
      tags, summary: 'Publish a draft now, or at a date and time of its market (`at`, the market\'s time zone)',
      description: 'A draft that changes a cost figure (annual fee, rates, fees, minimum salary, loan amounts) waits for a second operator (status awaiting-approval).',
      params: CatalogDraftParams, body: PublishRequest, response: { 200: CatalogDraft, ...problemResponses },
    },
  }, async (request) => {
    await publishDraft(deps, actorOf(request), request.params.id, request.body.at);
    return draftOf(await catalogDraft(app.db, request.params.id));
  });

  app.post('/drafts/:id/approval', {
    config: decide,
    schema: {
      tags, summary: 'Approve (or send back) a publish that changes a cost figure: another operator than the one who asked',
      params: CatalogDraftParams, body: CatalogApproval, response: { 200: CatalogDraft, ...problemResponses },
    },
  }, async (request) => {
    await decideDraft(deps, actorOf(request), request.params.id, request.body.approve, request.body.note);
    return draftOf(await catalogDraft(app.db, request.params.id));
  });

  app.get('/versions', {
    config: decide,
    schema: { tags, summary: 'The market\'s published versions, newest first: who published and approved each, and when it took effect', querystring: CatalogVersionQuery, response: { 200: CatalogVersionList, ...problemResponses } },
  }, async (request) => ({ versions: (await versionsOf(app.db, request.query.market)).map(summaryOf) }));

  app.get('/versions/:market/:version', {
    config: decide,
    schema: { tags, summary: 'A published version with its market document', params: CatalogVersionParams, response: { 200: CatalogVersion, ...problemResponses } },
  }, async (request) => {
    const { market, version } = request.params;
    const listed = (await versionsOf(app.db, market)).find((v) => v.version === version);
    const row = await versionRow(app.db, market, version);
    if (!listed || !row) throw versionNotFound(market, version);
    return { ...summaryOf(listed), document: row.document };
  });

  app.get('/versions/:market/compare', {
    config: decide,
    schema: {
      tags, summary: 'What changes from one version (`from`) to another (`to`), field by field (`entries`)',
      params: CatalogVersionQuery, querystring: CatalogCompareQuery, response: { 200: CatalogDiff, ...problemResponses },
    },
  }, async (request) => {
    const { market } = request.params;
    const [from, to] = await Promise.all([versionRow(app.db, market, request.query.from), versionRow(app.db, market, request.query.to)]);
    if (!from) throw versionNotFound(market, request.query.from);
    if (!to) throw versionNotFound(market, request.query.to);
    return { market, liveVersion: to.version, entries: diffDocuments(from.document, to.document) };
  });

  app.post('/versions/:market/:version/republish', {
    config: edit,
    schema: {
      tags, summary: 'Rollback: publish an earlier version again as a new version (now or at `at`), a second operator approving when a cost figure changes',
      params: CatalogVersionParams, body: PublishRequest, response: { 200: CatalogDraft, ...problemResponses },
    },
  }, async (request) => {
    const { draftId } = await republishVersion(deps, actorOf(request), request.params.market, request.params.version, request.body.at);
    return draftOf(await catalogDraft(app.db, draftId));
  });
};

export default routes;
