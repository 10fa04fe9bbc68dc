import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ImageParams, problemResponses } from '@storefront/shared/contract';
import { sendImage } from '../../../../plugins/app/image-reply.js';

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
