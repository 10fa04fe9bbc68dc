import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OperatorProfile, OperatorSetup, problemResponses } from '@storefront/shared/contract';
import { openToAll } from '../../access.js';
import { writeLimit } from '../../../plugins/app/rate-limit.js';
import { profileOf, setUpFirstAdmin } from '../../../services/operators.js';

/** POST /setup: the first admin, from the one-time link the API logs when it starts without any operator. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', {
    config: { ...openToAll(), ...writeLimit(app) },
    schema: {
      tags: ['session'], summary: 'Create the first admin with the one-time setup link', body: OperatorSetup,
      response: { 201: OperatorProfile, ...problemResponses },
    },
  }, async (request, reply) => {
    const row = await setUpFirstAdmin(app.db, request.body.token, request.body.email, request.body.password);
    return reply.status(201).send(profileOf(row));
  });
};

export default routes;
