import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses, ProductIdParams } from '@storefront/shared/contract';
import { notFound } from '../../../../domain/problem.js';
import { cardArt } from '../../../../services/images.js';
import { sendImage } from '../../../../plugins/app/image-reply.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/image/:productId', {
    schema: { tags: ['images'], summary: "A product's card art", params: ProductIdParams, response: problemResponses },
  }, async (request, reply) => {
    const product = (await app.catalog.get()).products.get(request.params.productId);
    if (!product) throw notFound('Product', request.params.productId);
    // Drawn from the catalog: tier, bank, name (domain/card-art).
    const image = await cardArt(app, product.productId);
    if (!image) throw notFound('Product', product.productId);
    return sendImage(request, reply, image, product.productId);
  });
};
export default routes;
