import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses, ProductIdParams } from '../../../schemas.js';
import { notFound } from '../../../domain/problem.js';
import { sendImage } from '../images/public.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/image/:productId', {
    schema: { tags: ['images'], summary: "A product's card art", params: ProductIdParams, response: problemResponses },
  }, async (request, reply) => {
    const product = (await app.catalog.get()).products.get(request.params.productId);
    if (!product) throw notFound('Product', request.params.productId);
    return sendImage(request, reply, await app.catalog.image('cards', product.image), product.image);
  });
};
export default routes;
