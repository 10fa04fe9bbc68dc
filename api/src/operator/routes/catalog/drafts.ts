import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  CatalogDiff, CatalogDraft, CatalogDraftCreate, CatalogDraftList, CatalogDraftParams, CatalogDraftQuery, CatalogEntityParams,
  CatalogEntityRemoval, CatalogEntityWrite, CatalogExportQuery, CatalogImageStored, CatalogImageUpload, CatalogImport,
  CatalogMarketWrite, CatalogWriteConflicts, CatalogWriteRefused, CatalogYamlFile, problemResponses,
} from '@storefront/shared/contract';
import { actorOf, requireRole } from '../../access.js';
import {
  CatalogWriteError, catalogDraft, catalogDrafts, createDraft, discardDraft, draftDiff, exportDraft, exportVersion, importDraft,
  removeEntity, uploadImage, writeEntity, writeMarketFigures, type CatalogExport,
} from '../../../services/catalog-drafts/index.js';
import { draftOf, draftSummaryOf } from '../../wire/catalog.js';

/** A refused write answers what is wrong (422) or that the draft moved on (409), in the contract's shapes. */
async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof CatalogWriteError) return reply.status(err.status).send(err.body);
    throw err;
  }
}

const yamlFile = (reply: FastifyReply, file: CatalogExport) => reply
  .header('content-type', 'application/yaml; charset=utf-8')
  .header('content-disposition', `attachment; filename="${file.fileName}"`)
  .header('cache-control', 'no-store')
  .send(file.yaml);

/**
 * Drafts of a market's catalog (role catalog; admin may read them to approve a publish): a copy of
 * the live catalog edited entity by entity, with the catalog validator's rules on every write,
 * its diff against the live catalog, YAML import and export, and images. Every write carries the
 * draft's revision it was made on; every write is audited with before and after.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = requireRole('catalog');
  const read = requireRole('catalog', 'admin');
  const tags = ['catalog'];
  const refusals = { 409: CatalogWriteConflicts, 422: CatalogWriteRefused, ...problemResponses };
  const yamlAnswer = { 200: CatalogYamlFile, ...problemResponses };

  app.get('/drafts', {
    config: read,
    schema: { tags, summary: 'Drafts of the market\'s catalog (every market\'s without one), the latest edited first', querystring: CatalogDraftQuery, response: { 200: CatalogDraftList, ...problemResponses } },
  }, async (request) => ({ drafts: (await catalogDrafts(app.db, request.query.market, request.query.all)).map(draftSummaryOf) }));

  app.post('/drafts', {
    config: edit,
    schema: { tags, summary: 'A new draft: a copy of the market\'s live catalog', body: CatalogDraftCreate, response: { 201: CatalogDraft, ...problemResponses } },
  }, async (request, reply) => reply.status(201).send(draftOf(await createDraft(app.db, actorOf(request), request.body.market))));

  app.get('/drafts/:id', {
    config: read,
    schema: { tags, summary: 'A draft: its market document and what keeps it from being published', params: CatalogDraftParams, response: { 200: CatalogDraft, ...problemResponses } },
  }, async (request) => draftOf(await catalogDraft(app.db, request.params.id)));

  app.delete('/drafts/:id', {
    config: edit,
    schema: { tags, summary: 'Discard a draft', params: CatalogDraftParams, response: { 200: CatalogDraft, ...problemResponses } },
  }, async (request) => draftOf(await discardDraft(app.db, actorOf(request), request.params.id)));

  app.put('/drafts/:id/entities/:kind/:entityId', {
    config: edit,
    schema: {
      tags, summary: 'Write one entity (bank, card, loan, feature, question, banner, location) in the catalog file\'s shape',
      description: 'Refused with 422 and the problems on the entity\'s fields when it breaks a rule; with 409 when the draft changed since `revision`.',
      params: CatalogEntityParams, body: CatalogEntityWrite, response: { 200: CatalogDraft, ...refusals },
    },
  }, async (request, reply) => answering(reply, async () => {
    const { id, kind, entityId } = request.params;
    return draftOf(await writeEntity(app.db, actorOf(request), id, kind, entityId, request.body.revision, request.body.entity));
  }));

  app.delete('/drafts/:id/entities/:kind/:entityId', {
    config: edit,
    schema: { tags, summary: 'Remove one entity from the draft', params: CatalogEntityParams, body: CatalogEntityRemoval, response: { 200: CatalogDraft, ...refusals } },
  }, async (request, reply) => answering(reply, async () => {
    const { id, kind, entityId } = request.params;
    return draftOf(await removeEntity(app.db, actorOf(request), id, kind, entityId, request.body.revision));
  }));

  app.put('/drafts/:id/market', {
    config: edit,
    schema: { tags, summary: 'The market\'s bonus amount and the days a bonus stays pending', params: CatalogDraftParams, body: CatalogMarketWrite, response: { 200: CatalogDraft, ...refusals } },
  }, async (request, reply) => answering(reply, async () => {
    const { revision, bonusAmount, bonusLockDays } = request.body;
    return draftOf(await writeMarketFigures(app.db, actorOf(request), request.params.id, revision, bonusAmount, bonusLockDays));
  }));

  app.get('/drafts/:id/diff', {
    config: read,
    schema: { tags, summary: 'What the draft changes against the live catalog, field by field, cost figures flagged', params: CatalogDraftParams, response: { 200: CatalogDiff, ...problemResponses } },
  }, async (request) => draftDiff(app.db, request.params.id));

  app.get('/drafts/:id/export', {
    config: read,
    schema: { tags, summary: 'The draft as the market\'s YAML file', params: CatalogDraftParams, produces: ['application/yaml'], response: yamlAnswer },
  }, async (request, reply) => yamlFile(reply, await exportDraft(app.db, request.params.id)));

  app.get('/exports', {
    config: read,
    schema: { tags, summary: 'The live catalog of a market, or one of its published versions, as YAML', querystring: CatalogExportQuery, produces: ['application/yaml'], response: yamlAnswer },
  }, async (request, reply) => yamlFile(reply, await exportVersion(app.db, request.query.market, request.query.version)));

  app.post('/imports', {
    config: edit,
    schema: { tags, summary: 'A market\'s YAML file as a new draft', description: 'Refused (422) with the problems when the file is not a market\'s catalog file; rule breaks are listed on the draft.', body: CatalogImport, response: { 201: CatalogDraft, 422: CatalogWriteRefused, ...problemResponses } },
  }, async (request, reply) => answering(reply, async () => reply.status(201).send(draftOf(await importDraft(app.db, actorOf(request), request.body.yaml, request.body.fileName)))));

  app.post('/images', {
    config: edit,
    schema: { tags, summary: 'An image for a draft: an SVG sanitised (scripts, event handlers, external references removed), a PNG checked for size and dimensions', body: CatalogImageUpload, response: { 201: CatalogImageStored, 422: CatalogWriteRefused, ...problemResponses } },
  }, async (request, reply) => answering(reply, async () => reply.status(201).send(await uploadImage(app.db, actorOf(request), request.body))));
};

export default routes;
