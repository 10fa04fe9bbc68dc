import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** Only the storefront's own origins (CORS_ORIGINS) get CORS headers; a browser on any other origin is refused. */
export default fp(async (app) => {
  await app.register(cors, {
    origin: app.config.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-Country-Key', 'If-None-Match'],
    maxAge: 600,
  });
}, { name: 'cors', dependencies: ['config'] });
