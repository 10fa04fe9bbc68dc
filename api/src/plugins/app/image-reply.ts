import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../domain/problem.js';
import type { CatalogImageEntry } from '../../catalog/service.js';

/** Sends a catalog image with a strong ETag and a year of immutable caching; 304 when the client has it. */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: CatalogImageEntry | undefined, name: string | number) {
  if (!image) throw notFound('Image', name);
  reply
    .header('etag', image.etag)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  const tags = String(request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (tags.includes(image.etag) || tags.includes('*')) return reply.status(304).send();
  return reply.type(image.contentType).send(image.body);
}
