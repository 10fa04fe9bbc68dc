import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** Where the API's documentation (Swagger UI and the OpenAPI document) is served. */
export const docsPrefix = '/docs';

/** The OpenAPI document comes from the route schemas; the UI is served at /docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront provider API',
        description: 'Credit cards and instant cash loans for the UAE, Saudi Arabia and Pakistan. Errors are application/problem+json.',
        version: '1.0.0',
      },
      components: {
        parameters: {},
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: docsPrefix });
}, { name: 'swagger' });
