import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NewOperator, OperatorChange, OperatorIdParams, OperatorList, OperatorProfile, PasswordReset, problemResponses,
} from '@storefront/shared/contract';
import { actorOf, requireRole } from '../../access.js';
import { listOperators } from '../../../db/repositories/operators.js';
import {
  changeRoleOrState, createOperator, profileOf, resetPassword, resetSecondFactor,
} from '../../../services/operators.js';

/** Operators, managed by an admin: create, change the role, disable, reset the password or the second factor. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = requireRole('admin');
  const one = { 200: OperatorProfile, ...problemResponses };

  app.get('', { config: admin, schema: { tags: ['operators'], summary: 'Every operator', response: { 200: OperatorList, ...problemResponses } } },
    async () => ({ operators: (await listOperators(app.db)).map(profileOf) }));

  app.post('', {
    config: admin,
    schema: { tags: ['operators'], summary: 'A new operator (they enrol their second factor at their first sign-in)', body: NewOperator, response: { 201: OperatorProfile, ...problemResponses } },
  }, async (request, reply) => reply.status(201).send(profileOf(await createOperator(app.db, actorOf(request), request.body))));

  app.patch('/:operatorId', {
    config: admin,
    schema: { tags: ['operators'], summary: 'Change the role, disable or enable (a disabled operator\'s sessions end)', params: OperatorIdParams, body: OperatorChange, response: one },
  }, async (request) => profileOf(await changeRoleOrState(app.db, actorOf(request), request.params.operatorId, request.body)));

  app.post('/:operatorId/password', {
    config: admin,
    schema: { tags: ['operators'], summary: 'Reset the password (their sessions end)', params: OperatorIdParams, body: PasswordReset, response: one },
  }, async (request) => profileOf(await resetPassword(app.db, actorOf(request), request.params.operatorId, request.body.password)));

  app.delete('/:operatorId/second-factor', {
    config: admin,
    schema: { tags: ['operators'], summary: 'Reset the second factor: enrolled again at the next sign-in (their sessions end)', params: OperatorIdParams, response: one },
  }, async (request) => profileOf(await resetSecondFactor(app.db, actorOf(request), request.params.operatorId)));
};

export default routes;
