/**
 * The funnel: the storefront's step events (sent only with the visitor's Performance consent,
 * counted without anything personal) and the analyst's report, per day, market, language and
 * product, with the conversion between stages and the partners' revenue and bonus cost.
 */
import {
  funnelStages, markets, type FunnelEvent, type FunnelReport, type FunnelRow, type FunnelStage, type Language, type MarketCode,
} from '@storefront/shared/contract';
import type { Tx } from '../db/client.js';
import { countFunnelStep, partnerFigures, stageCounts, type FunnelRange } from '../db/repositories/funnel.js';
import { DomainError } from '../domain/problem.js';

/** A journey reached a step: one more in today's count of its market, language and product. */
export function recordFunnelEvent(db: Tx, market: MarketCode, language: Language, event: FunnelEvent): Promise<void> {
  // Before step 1 the visitor has chosen no product yet, whatever the client says.
  const product = event.step === 'consent' || event.step === 'step0' ? '' : event.product ?? '';
  return countFunnelStep(db, { market, language, product, step: event.step });
}

/** The longest range one report covers. */
export const funnelMaxDays = 366;

const zeroCounts = () => Object.fromEntries(funnelStages.map((stage) => [stage, 0])) as Record<FunnelStage, number>;

export async function funnelReport(db: Tx, range: FunnelRange): Promise<FunnelReport> {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  if (!(days >= 0 && days < funnelMaxDays)) {
    throw new DomainError('invalid', 'request.invalid', 'Invalid request', `The range runs from a day to a later one, ${funnelMaxDays} days at most.`, 'validation-error');
  }
  const counts = await stageCounts(db, range);
  const partners = await partnerFigures(db, range);
  const rows = new Map<string, FunnelRow>();
  const totals = zeroCounts();
  for (const c of counts) {
    const key = [c.day, c.market, c.language, c.product].join('|');
    const row = rows.get(key) ?? { day: c.day, market: c.market, language: c.language, product: c.product || null, counts: zeroCounts() };
    row.counts[c.stage as FunnelStage] += c.n;
    totals[c.stage as FunnelStage] += c.n;
    rows.set(key, row);
  }
  return {
    from: range.from,
    to: range.to,
    rows: [...rows.values()],
    totals: funnelStages.map((stage, i) => {
      const previous = i === 0 ? 0 : totals[funnelStages[i - 1]];
      return { stage, count: totals[stage], conversion: previous > 0 ? totals[stage] / previous : null };
    }),
    partners: partners.map((p) => ({ ...p, currency: markets[p.market].currency })),
  };
}
