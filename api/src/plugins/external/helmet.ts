import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(async (app) => {
  await app.register(helmet, {
    // The storefront runs on other origins and shows our images in <img>: allow cross-origin reads.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'validator.swagger.io'], 'script-src': ["'self'"] },
    },
  });
}, { name: 'helmet' });
