import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

/** Makes the typed config (read once from the env schema) available as `app.config`. */
export default fp<{ config: Config }>(async (app, { config }) => {
  app.decorate('config', config);
}, { name: 'config' });
