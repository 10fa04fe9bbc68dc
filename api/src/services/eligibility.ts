import type { ProductType } from '@storefront/shared/contract';
import type { CountryCatalog } from '../catalog/service.js';
import type { ChosenAnswerRow } from '../db/repositories/screenings.js';
import { observedOutcomesByProduct } from '../db/repositories/outcomes.js';
import type { Tx } from '../db/client.js';
import type { CountryCode } from '../domain/types.js';
import { profileOf, type ObservedOutcomes, type OptionFacts, type VisitorProfile } from '../domain/eligibility.js';

/** The facts of each option the visitor chose for `productType`'s questions, in the catalog's order. */
function chosenFacts(catalog: CountryCatalog, answers: readonly Pick<ChosenAnswerRow, 'optionId'>[], productType: ProductType) {
  const chosen = new Set(answers.map((a) => a.optionId));
  return catalog.questions[productType].flatMap((q) => q.options.filter((o) => chosen.has(o.optionId) && o.facts))
    .map((o) => ({ optionId: o.optionId, facts: o.facts as OptionFacts }));
}

/** What the visitor's answers to `productType`'s questions say of them (eligibility.ts). */
export function visitorProfile(catalog: CountryCatalog, answers: readonly Pick<ChosenAnswerRow, 'optionId'>[], productType: ProductType): VisitorProfile {
  return profileOf(chosenFacts(catalog, answers, productType).map((c) => c.facts));
}

/**
 * How partners decided recent applications of visitors similar to this one (the same income band),
 * by product: what the odds read once the sample is large enough.
 */
export async function similarOutcomes(
  db: Tx, country: CountryCode, catalog: CountryCatalog, answers: readonly Pick<ChosenAnswerRow, 'optionId'>[], productType: ProductType,
): Promise<Map<number, ObservedOutcomes>> {
  const income = chosenFacts(catalog, answers, productType).find((c) => c.facts.incomeFrom !== undefined || c.facts.incomeTo !== undefined);
  return observedOutcomesByProduct(db, country, income?.optionId ?? null);
}
