import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PasswordSignIn, SessionState, TotpSignIn, operatorLockoutMinutes, problemResponses, type TotpEnrolment,
  type SessionState as SessionStateType,
} from '@storefront/shared/contract';
import { ProblemError } from '../../../plugins/app/problem-error.js';
import { writeLimit } from '../../../plugins/app/rate-limit.js';
import { actorOf, openToAll, requireSignedIn, signedOut } from '../../access.js';
import {
  activeOperator, checkPassword, checkTotp, newEnrolment, profileOf, sealEnrolment, type SignInRefusal,
} from '../../../services/operators.js';
import { writeAudit } from '../../../services/audit.js';
import { findOperator } from '../../../db/repositories/operators.js';
import { secretKeyFrom } from '../../../domain/secret-box.js';

/** The same answers whether the e-mail address is an operator's or not. */
function refused(refusal: SignInRefusal): ProblemError {
  return refusal === 'locked'
    ? new ProblemError(429, 'operator.locked', 'Locked', `Too many failed sign-ins: try again in ${operatorLockoutMinutes} minutes.`)
    : new ProblemError(401, 'operator.sign-in-failed', 'Sign-in failed', 'The e-mail address, the password or the code is wrong.');
}

/**
 * GET /session: where this browser's session stands, with its CSRF token. POST /session/password
 * and POST /session/totp: the two sign-in steps (the first complete one enrols the second factor).
 * DELETE /session: sign-out, which ends the session on the server.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const totpKey = secretKeyFrom(app.config.OPERATOR_TOTP_KEY)!;
  async function state(request: FastifyRequest, reply: FastifyReply, enrolment?: TotpEnrolment): Promise<SessionStateType> {
    const csrfToken = reply.generateCsrf();
    const { operatorId, pendingOperatorId, enrolling } = request.session;
    if (operatorId) {
      const operator = await activeOperator(app.db, operatorId);
      if (operator) return { stage: 'signed-in', csrfToken, operator: profileOf(operator) };
    }
    if (pendingOperatorId) return { stage: enrolling ? 'enrol' : 'totp', csrfToken, ...(enrolment ? { enrolment } : {}) };
    return { stage: 'signed-out', csrfToken };
  }

  const answers = { response: { 200: SessionState, ...problemResponses } };
  // Sign-in answers hold secrets (the CSRF token, an enrolment's secret): never cached.
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  app.get('', { config: openToAll(), schema: { tags: ['session'], summary: 'Where the operator sign-in stands', ...answers } },
    async (request, reply) => state(request, reply));

  app.post('/password', {
    config: { ...openToAll(), ...writeLimit(app) },
    schema: { tags: ['session'], summary: 'Sign-in, first step: e-mail and password', body: PasswordSignIn, ...answers },
  }, async (request, reply) => {
    const checked = await checkPassword(app.db, request.body.email, request.body.password);
    if (!checked.ok) throw refused(checked.refusal);
    // A new session id at each step: a session id planted before sign-in never becomes a signed-in one.
    await request.session.regenerate();
    request.session.pendingOperatorId = checked.operator.id;
    let enrolment: TotpEnrolment | undefined;
    if (!checked.operator.totpSealed) {
      enrolment = await newEnrolment(checked.operator.email);
      // Sealed in the session's row too: the secret is clear only in this answer.
      request.session.enrolling = sealEnrolment(totpKey, checked.operator.id, enrolment.secret);
    }
    return state(request, reply, enrolment);
  });

  app.post('/totp', {
    config: { ...openToAll(), ...writeLimit(app) },
    schema: { tags: ['session'], summary: 'Sign-in, second step: the TOTP code (enrols the second factor the first time)', body: TotpSignIn, ...answers },
  }, async (request, reply) => {
    const { pendingOperatorId, enrolling } = request.session;
    if (!pendingOperatorId) throw signedOut();
    const checked = await checkTotp(app.db, totpKey, pendingOperatorId, request.body.code, enrolling);
    if (!checked.ok) throw refused(checked.refusal);
    await request.session.regenerate();
    request.session.operatorId = checked.operator.id;
    await writeAudit(app.db, { id: checked.operator.id, email: checked.operator.email }, {
      action: 'operator.signed-in', targetType: 'operator', targetId: String(checked.operator.id),
    });
    return state(request, reply);
  });

  app.delete('', {
    config: requireSignedIn(),
    schema: { tags: ['session'], summary: 'Sign out: the session ends on the server', response: { 204: {}, ...problemResponses } },
  }, async (request, reply) => {
    const actor = actorOf(request);
    await request.session.destroy();
    const operator = await findOperator(app.db, actor.id);
    if (operator) await writeAudit(app.db, actor, { action: 'operator.signed-out', targetType: 'operator', targetId: String(actor.id) });
    return reply.status(204).send();
  });
};

export default routes;
