import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ImageParams, problemResponses } from '../../../schemas.js';
import { notFound } from '../../../domain/problem.js';
import type { CatalogImageEntry } from '../../../catalog/service.js';

/** Sends a catalog image with a strong ETag and a year of immutable caching; 304 when the client has it. */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: CatalogImageEntry | undefined, name: string) {
  if (!image) throw notFound('Image', name);
  reply
    .header('etag', image.etag)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  const tags = String(request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (tags.includes(image.etag) || tags.includes('*')) return reply.status(304).send();
  return reply.type(image.contentType).send(image.body);
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Only names of images stored with the catalog are served: no path ever reaches the file system.
  app.get('/:imageUrl', {
    schema: { tags: ['images'], summary: 'A feature icon', params: ImageParams, response: problemResponses },
  }, async (request, reply) =>
    sendImage(request, reply, await app.catalog.image('features', request.params.imageUrl), request.params.imageUrl));

  app.get('/banner/:imageUrl', {
    schema: { tags: ['images'], summary: 'A banner image', params: ImageParams, response: problemResponses },
  }, async (request, reply) =>
    sendImage(request, reply, await app.catalog.image('banners', request.params.imageUrl), request.params.imageUrl));
};
export default routes;
