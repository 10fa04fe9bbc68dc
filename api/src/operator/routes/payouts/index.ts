import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NewPayoutBatch, PayoutBatch, PayoutBatchList, PayoutBatchParams, payoutCsvHeader, problemResponses, type PayoutBatch as PayoutBatchWire,
} from '@storefront/shared/contract';
import { actorOf, requireRole } from '../../access.js';
import { findBatch, listBatches, type PayoutBatch as PayoutBatchRow } from '../../../db/repositories/payouts.js';
import { payeesOfBatch } from '../../../db/repositories/ledger-views.js';
import { approvePayoutBatch, createPayoutBatch, markPayoutBatchPaid } from '../../../services/payouts.js';
import { writeAudit } from '../../../services/audit.js';
import { csvOf } from '../../../domain/csv-export.js';
import { ProblemError } from '../../../plugins/app/problem-error.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function batchOf(row: PayoutBatchRow): PayoutBatchWire {
  return {
    id: row.id, currency: row.currency, total: row.total, bonusCount: row.bonusCount,
    status: row.paidAt ? 'paid' : row.approvedBy ? 'approved' : 'created',
    createdBy: row.createdBy, createdAt: row.createdAt.toISOString(), approvedBy: row.approvedBy, approvedAt: iso(row.approvedAt), paidAt: iso(row.paidAt),
  };
}

/** What the audit log keeps of a batch. */
const auditView = (row: PayoutBatchRow) => {
  const { id, currency, total, bonusCount, status } = batchOf(row);
  return { id, currency, total, bonusCount, status };
};

/**
 * Payout batches (finance), four eyes: one operator creates a batch of the confirmed bonuses of a
 * currency, another approves it; its CSV goes to the bank transfer; marked paid, the visitors get
 * their "bonus paid" mail.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const finance = requireRole('finance');
  const one = { 200: PayoutBatch, ...problemResponses };
  const tags = ['bonuses and payouts'];

  app.get('', { config: finance, schema: { tags, summary: 'Payout batches, newest first', response: { 200: PayoutBatchList, ...problemResponses } } },
    async () => ({ batches: (await listBatches(app.db)).map(batchOf) }));

  app.post('', {
    config: finance,
    schema: { tags, summary: 'A batch of every confirmed bonus of a currency not yet in one', body: NewPayoutBatch, response: { 201: PayoutBatch, ...problemResponses } },
  }, async (request, reply) => {
    const actor = actorOf(request);
    const batch = await createPayoutBatch(app.db, request.body.currency, actor.email, (tx, made) =>
      writeAudit(tx, actor, { action: 'payout.created', targetType: 'payout-batch', targetId: String(made.id), after: auditView(made) }));
    return reply.status(201).send(batchOf(batch));
  });

  app.post('/:batchId/approval', {
    config: finance,
    schema: { tags, summary: 'Approve a batch: another operator than the one who created it', params: PayoutBatchParams, response: one },
  }, async (request) => {
    const actor = actorOf(request);
    const before = await findBatch(app.db, request.params.batchId);
    return batchOf(await approvePayoutBatch(app.db, request.params.batchId, actor.email, (tx, approved) =>
      writeAudit(tx, actor, {
        action: 'payout.approved', targetType: 'payout-batch', targetId: String(approved.id), before: before && auditView(before), after: auditView(approved),
      })));
  });

  app.post('/:batchId/paid', {
    config: finance,
    schema: { tags, summary: 'Mark an approved batch paid: each visitor gets the "bonus paid" mail', params: PayoutBatchParams, response: one },
  }, async (request) => {
    const actor = actorOf(request);
    const before = await findBatch(app.db, request.params.batchId);
    return batchOf(await markPayoutBatchPaid(app.db, request.params.batchId, actor.email, app.mail, {
      requireApproval: true,
      onPaid: (tx, paid) => writeAudit(tx, actor, {
        action: 'payout.paid', targetType: 'payout-batch', targetId: String(paid.id), before: before && auditView(before), after: auditView(paid),
      }),
    }));
  });

  app.get('/:batchId/csv', {
    config: finance,
    schema: { tags, summary: 'The batch as CSV for the bank transfer (personal data: the export is audited)', params: PayoutBatchParams, produces: ['text/csv'] },
  }, async (request, reply) => {
    const actor = actorOf(request);
    const batch = await findBatch(app.db, request.params.batchId);
    if (!batch) throw new ProblemError(404, 'payout.batch-not-found', 'Not Found', `Payout batch ${request.params.batchId} does not exist.`, 'not-found');
    const payees = await payeesOfBatch(app.db, batch.id);
    await writeAudit(app.db, actor, { action: 'payout.exported', targetType: 'payout-batch', targetId: String(batch.id), after: { rows: payees.length } });
    const csv = csvOf(payoutCsvHeader, payees.map((p) => [p.reference, p.name, p.email, p.amount, p.currency]));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payout-batch-${batch.id}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};

export default routes;
