/**
 * What changes between two market documents, field by field: a draft against the live catalog, or
 * one published version against another. Each entry names the entity (kind, id, English name), the
 * field, its value before and after, and whether it is a cost figure — one a visitor pays or
 * qualifies by (annual fee, rates, fees, minimum salary, a loan's amounts), whose change a second
 * operator must approve before it is published.
 */
import { catalogEntityArrays, catalogEntityKinds, type CatalogDiffEntry, type CatalogEntityKind, type CountryFile } from '@storefront/shared/contract';

type Entity = { id: number } & Record<string, unknown>;

/** The fields of each kind that are cost figures (a dotted path, or its start). */
const costFields: Partial<Record<CatalogEntityKind, readonly string[]>> = {
  card: [
    'costs.annualFee', 'costs.firstYearFeeWaived', 'costs.purchaseRate', 'costs.cashAdvanceRate', 'costs.latePaymentFee',
    'costs.foreignTransactionFeePercent', 'costs.minMonthlySalary',
  ],
  loan: ['interestRate', 'rateType', 'processingFee', 'minAmount', 'maxAmount', 'minMonthlySalary'],
};
/** A product added or removed brings or takes away its cost figures. */
const products: readonly CatalogEntityKind[] = ['card', 'loan'];

export function isCostFigure(kind: CatalogDiffEntry['kind'], field: string): boolean {
  if (kind === 'market') return false;
  if (field === '') return products.includes(kind);
  return (costFields[kind] ?? []).some((cost) => field === cost || field.startsWith(`${cost}.`));
}

/** An entity's name as the lists show it (English). */
export function entityLabel(kind: CatalogEntityKind, entity: Record<string, unknown>): string {
  const text = (value: unknown) => (value && typeof value === 'object' ? String((value as { en?: unknown }).en ?? '') : '');
  switch (kind) {
    case 'question': return text(entity.text);
    case 'banner': return text(entity.title);
    case 'location': return text(entity.name) || String(entity.label ?? '');
    default: return text(entity.name);
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The leaves that differ between two values, as dotted paths ('costs.annualFee', 'description.2.ar'). */
function changedLeaves(before: unknown, after: unknown, path: string, out: { field: string; before: unknown; after: unknown }[]) {
  if (same(before, after)) return;
  const bothObjects = isPlainObject(before) && isPlainObject(after);
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  if (bothObjects) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changedLeaves(before[key], after[key], path ? `${path}.${key}` : key, out);
    }
    return;
  }
  // A list of plain values (a card's feature ids) is one field; a list of texts or options, item by item.
  if (bothArrays && [...before, ...after].some((v) => typeof v === 'object' && v !== null)) {
    for (let i = 0; i < Math.max(before.length, after.length); i += 1) changedLeaves(before[i], after[i], `${path}.${i}`, out);
    return;
  }
  out.push({ field: path, before: before ?? null, after: after ?? null });
}

/** Every change from `before` to `after` (both of one market); `before` null: everything is added. */
export function diffDocuments(before: CountryFile | null, after: CountryFile): CatalogDiffEntry[] {
  const entries: CatalogDiffEntry[] = [];
  const market = after.country;
  const marketFields = { bonus: before?.bonus, bonusLockDays: before?.bonusLockDays, defaultMonthlySpending: before?.defaultMonthlySpending };
  const marketAfter = { bonus: after.bonus, bonusLockDays: after.bonusLockDays, defaultMonthlySpending: after.defaultMonthlySpending };
  const leaves: { field: string; before: unknown; after: unknown }[] = [];
  changedLeaves(marketFields, marketAfter, '', leaves);
  for (const leaf of leaves) entries.push({ kind: 'market', entityId: null, label: market, ...leaf, costFigure: false });

  for (const kind of catalogEntityKinds) {
    const array = catalogEntityArrays[kind];
    const old = new Map(((before?.[array] ?? []) as Entity[]).map((e) => [e.id, e]));
    const now = new Map(((after[array] ?? []) as Entity[]).map((e) => [e.id, e]));
    for (const [id, entity] of now) {
      const was = old.get(id);
      if (!was) {
        entries.push({ kind, entityId: id, label: entityLabel(kind, entity), field: '', before: null, after: entity, costFigure: isCostFigure(kind, '') });
        continue;
      }
      const changed: typeof leaves = [];
      changedLeaves(was, entity, '', changed);
      for (const leaf of changed) {
        entries.push({ kind, entityId: id, label: entityLabel(kind, entity), ...leaf, costFigure: isCostFigure(kind, leaf.field) });
      }
    }
    for (const [id, entity] of old) {
      if (!now.has(id)) {
        entries.push({ kind, entityId: id, label: entityLabel(kind, entity), field: '', before: entity, after: null, costFigure: isCostFigure(kind, '') });
      }
    }
  }
  return entries;
}
