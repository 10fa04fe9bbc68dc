/**
 * The funnel (migrations/0016): the storefront's step counts, and the stages that come from the
 * records themselves (submitted applications, the banks' approvals, paid bonuses), per day (UTC),
 * market, language and product; and per partner, the revenue of its approvals and the bonuses they cost.
 */
import { sql } from 'drizzle-orm';
import type { FunnelStep, Language, MarketCode, ProductType } from '@storefront/shared/contract';
import type { Tx } from '../client.js';

/** One more journey reached `step` today. */
export async function countFunnelStep(db: Tx, event: { market: MarketCode; language: Language; product: ProductType | ''; step: FunnelStep }) {
  await db.execute(sql`
    INSERT INTO funnel_counts (day, market, language, product, step, visitors)
    VALUES ((now() AT TIME ZONE 'UTC')::date, ${event.market}, ${event.language}, ${event.product}, ${event.step}, 1)
    ON CONFLICT (day, market, language, product, step) DO UPDATE SET visitors = funnel_counts.visitors + 1`);
}

export interface FunnelRange {
  /** First and last day, YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  market?: MarketCode;
}

/** A count of one stage on one day, market, language and product ('' before a product was chosen). */
export interface StageCount {
  day: string;
  market: MarketCode;
  language: Language;
  product: ProductType | '';
  stage: string;
  n: number;
}

const utcDay = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const inRange = (day: ReturnType<typeof sql>, range: FunnelRange) => sql`${day} BETWEEN ${range.from} AND ${range.to}`;

/** The first approval of each application by its bank (a postback or a reconciliation row, accepted). */
const approvals = sql`
  SELECT application_id, min(occurred_at) AS approved_at FROM partner_events
   WHERE status = 'approved' AND application_id IS NOT NULL AND answer_status < 300 GROUP BY application_id`;

export async function stageCounts(db: Tx, range: FunnelRange): Promise<StageCount[]> {
  const market = (column: ReturnType<typeof sql>) => (range.market ? sql`AND ${column} = ${range.market}` : sql``);
  const submitted = utcDay(sql`a.submitted_at`);
  const approved = utcDay(sql`f.approved_at`);
  const paid = utcDay(sql`p.paid_at`);
  const result = await db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, market::text AS market, language, product, step AS stage, sum(visitors)::int AS n
      FROM funnel_counts WHERE day BETWEEN ${range.from}::date AND ${range.to}::date ${market(sql`market`)}
     GROUP BY 1, 2, 3, 4, 5
    UNION ALL
    SELECT ${submitted}, a.country::text, a.language, a.application_type::text, 'apply', count(*)::int
      FROM applications a WHERE a.submitted_at IS NOT NULL AND ${inRange(submitted, range)} ${market(sql`a.country`)}
     GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT ${approved}, a.country::text, a.language, a.application_type::text, 'approved', count(*)::int
      FROM (${approvals}) f JOIN applications a ON a.id = f.application_id WHERE ${inRange(approved, range)} ${market(sql`a.country`)}
     GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT ${paid}, a.country::text, a.language, a.application_type::text, 'bonusPaid', count(*)::int
      FROM bonuses b JOIN payout_batches p ON p.id = b.batch_id JOIN applications a ON a.id = b.application_id
     WHERE p.paid_at IS NOT NULL AND ${inRange(paid, range)} ${market(sql`a.country`)}
     GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4, 5`);
  return (result as unknown as { rows: StageCount[] }).rows.map((row) => ({ ...row, n: Number(row.n) }));
}

export interface PartnerFigures {
  bankId: number;
  bankName: string;
  market: MarketCode;
  /** Applications the bank approved in the range (by their first approval). */
  approved: number;
  /** What the bank pays for them (its products' partner payment), in the market's currency. */
  revenue: number;
  /** The bonuses recorded for them and not reversed, in their currency. */
  bonusCost: number;
}

export async function partnerFigures(db: Tx, range: FunnelRange): Promise<PartnerFigures[]> {
  const approved = utcDay(sql`f.approved_at`);
  const result = await db.execute(sql`
    SELECT k.id AS "bankId", k.name AS "bankName", a.country::text AS market, count(*)::int AS approved,
           coalesce(sum(p.partner_payment), 0)::float8 AS revenue,
           coalesce(sum(b.amount) FILTER (WHERE b.cancelled_at IS NULL), 0)::float8 AS "bonusCost"
      FROM (${approvals}) f
      JOIN applications a ON a.id = f.application_id
      JOIN products p ON p.id = a.product_id
      JOIN banks k ON k.id = p.bank_id
      LEFT JOIN bonuses b ON b.application_id = a.id
     WHERE ${inRange(approved, range)} ${range.market ? sql`AND a.country = ${range.market}` : sql``}
     GROUP BY k.id, k.name, a.country ORDER BY a.country, k.name`);
  return (result as unknown as { rows: PartnerFigures[] }).rows.map((row) => ({
    ...row, approved: Number(row.approved), revenue: Number(row.revenue), bonusCost: Number(row.bonusCost),
  }));
}
