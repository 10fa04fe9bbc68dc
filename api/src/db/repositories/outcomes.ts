import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import type { CountryCode } from '../../domain/types.js';
import type { ObservedOutcomes } from '../../domain/eligibility.js';

/** How long a partner's decision counts toward the observed approval rate. */
export const recentOutcomeDays = 365;

/**
 * How partners decided the applications of the last recentOutcomeDays in `country`, by product:
 * approved (then issued, disbursed or reversed) against all decided. Similar visitors only: those
 * who chose `optionId` (their income band) when it is given.
 */
export async function observedOutcomesByProduct(db: Tx, country: CountryCode, optionId: number | null): Promise<Map<number, ObservedOutcomes>> {
  const result = await db.execute(sql`
    select a.product_id, count(*) filter (where a.status <> 'Declined')::int as approved, count(*)::int as decided
      from applications a
     where a.country = ${country}
       and a.status in ('Approved', 'Declined', 'Issued', 'Disbursed', 'Reversed')
       and a.submitted_at > now() - make_interval(days => ${recentOutcomeDays})
       and (${optionId}::int is null or exists (
             select 1 from screening_answers s where s.application_id = a.id and s.option_id = ${optionId}::int))
     group by a.product_id`) as unknown as { rows: { product_id: number; approved: number; decided: number }[] };
  return new Map(result.rows.map((r) => [Number(r.product_id), { approved: Number(r.approved), decided: Number(r.decided) }]));
}
