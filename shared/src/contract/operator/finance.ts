/** Bonuses and payouts as finance sees them: the ledger with its totals, and payout batches under four eyes. */
import { Type, type Static } from '@sinclair/typebox';
import { Obj } from '../common';

/** A bonus of the ledger: the visitor's timeline adds 'none' (tracking.ts bonusStates). */
export const ledgerStates = ['pending', 'confirmed', 'paid', 'cancelled'] as const;
export const BonusStateSchema = Type.Union(ledgerStates.map((s) => Type.Literal(s)));
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$' });

export const BonusEntry = Obj({
  id: Type.Integer(),
  reference: Type.String({ description: "The application's reference" }),
  amount: Type.Integer(),
  currency: Type.String(),
  approvedAt: Type.String({ format: 'date-time' }),
  /** Pending until then; confirmed after, unless reversed. */
  lockUntil: Type.String({ format: 'date-time' }),
  batchId: Type.Union([Type.Integer(), Type.Null()]),
  state: BonusStateSchema,
});
export const BonusTotal = Obj({ currency: Type.String(), state: BonusStateSchema, count: Type.Integer(), total: Type.Number() });
/** A bonus reversed after it was in a payout batch: the amount to recover. */
export const Clawback = Obj({ id: Type.Integer(), reference: Type.String(), amount: Type.Integer(), currency: Type.String(), createdAt: Type.String({ format: 'date-time' }) });
export const BonusLedger = Obj({ entries: Type.Array(BonusEntry), totals: Type.Array(BonusTotal), clawbacks: Type.Array(Clawback) });
export const BonusQuery = Obj({ state: Type.Optional(BonusStateSchema) });

/** created: waits for another operator's approval; approved: may be paid; paid: the visitors got their mail. */
export const payoutStatuses = ['created', 'approved', 'paid'] as const;
export const PayoutBatch = Obj({
  id: Type.Integer(),
  currency: Type.String(),
  total: Type.Number(),
  bonusCount: Type.Integer(),
  status: Type.Union(payoutStatuses.map((s) => Type.Literal(s))),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  approvedBy: Type.Union([Type.String(), Type.Null()]),
  approvedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export const PayoutBatchList = Obj({ batches: Type.Array(PayoutBatch) });
export const NewPayoutBatch = Obj({ currency: CurrencyCode });
export const PayoutBatchParams = Obj({ batchId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
/** The columns of a payout batch's CSV, for the bank transfer. */
export const payoutCsvHeader = ['reference', 'name', 'email', 'amount', 'currency'] as const;

export type LedgerState = Static<typeof BonusStateSchema>;
export type BonusEntry = Static<typeof BonusEntry>;
export type BonusTotal = Static<typeof BonusTotal>;
export type Clawback = Static<typeof Clawback>;
export type BonusLedger = Static<typeof BonusLedger>;
export type PayoutBatch = Static<typeof PayoutBatch>;
export type PayoutBatchList = Static<typeof PayoutBatchList>;
export type NewPayoutBatch = Static<typeof NewPayoutBatch>;
