import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery, problemResponses, type AuditEntry } from '@storefront/shared/contract';
import { requireRole } from '../../access.js';
import { listAudit, type AuditRow } from '../../../db/repositories/operators.js';

const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id, at: row.at.toISOString(), operatorId: row.operatorId, operatorEmail: row.operatorEmail, action: row.action,
  targetType: row.targetType, targetId: row.targetId, before: row.before, after: row.after,
});

/** GET /audit: the audit log, newest first, read-only. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', {
    config: requireRole('admin'),
    schema: { tags: ['audit'], summary: 'The audit log, newest first', querystring: AuditQuery, response: { 200: AuditPage, ...problemResponses } },
  }, async (request) => ({ entries: (await listAudit(app.db, { ...request.query, limit: request.query.limit ?? 100 })).map(entryOf) }));
};

export default routes;
