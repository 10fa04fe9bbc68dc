import type { SessionStore } from '@fastify/session';
import type { Db } from '../db/client.js';
import { deleteSession, findSession, saveSession } from '../db/repositories/operators.js';
import { operatorSessionAbsoluteHours, operatorSessionIdleMinutes } from '@storefront/shared/contract';

/** What a console session holds besides its cookie and CSRF secret. */
declare module 'fastify' {
  interface Session {
    /** Set once the password and the second factor are accepted. */
    operatorId?: number;
    /** Set once the password is accepted, while the second factor is awaited. */
    pendingOperatorId?: number;
    /** The second factor being enrolled, sealed (services/operators.ts sealEnrolment), until its first code is accepted. */
    enrolling?: string;
  }
}

/**
 * @fastify/session's store on the operator_sessions table: every instance sees the same sessions,
 * sign-out and an admin's changes end them on the server, and a session found after 30 minutes
 * without a call or 12 hours after it began is not found.
 */
export function databaseSessionStore(db: Db): SessionStore {
  return {
    set(sid, session, callback) {
      const operatorId = session.operatorId ?? session.pendingOperatorId ?? null;
      saveSession(db, sid, operatorId, session).then(() => callback(), callback);
    },
    get(sid, callback) {
      findSession(db, sid, operatorSessionIdleMinutes, operatorSessionAbsoluteHours).then(
        (row) => callback(null, (row?.data as never) ?? null),
        (error: Error) => callback(error, null),
      );
    },
    destroy(sid, callback) {
      deleteSession(db, sid).then(() => callback(), callback);
    },
  };
}
