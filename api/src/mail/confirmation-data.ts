/**
 * What an application confirmation says, read from stored data only: the customer's name, the
 * application's reference, the product, its bank, features and costs from the catalog, a card
 * visitor's ranked picks, a loan's offer. Nothing the mail request carried is used.
 */
import type { CatalogService, FeatureView } from '../catalog/service.js';
import type { AnsweredApplication, ConfirmationSource } from '../db/repositories/applications.js';
import type { KeyFactId, KeyFacts } from '@storefront/shared/contract';
import type { ConfirmationMail, RequestedFeature } from './render.js';
import type { LabelledValue } from './templates/confirmation.js';
import { mailTexts } from './texts.js';
import { DEFAULT_CLICK_PARAMETER, withClickReference } from '../domain/click-reference.js';

/**
 * The features a card visitor ranked, most important first, each with the sub-features they
 * picked under it ('Cashback (Cashback on groceries)'), and whether the card offers it: 'yes'
 * when it offers the feature and every sub-feature picked, 'partly' when some, 'no' when none.
 * Without a ranking, the selected features in catalog order.
 */
export function requestedFeatures(
  catalog: readonly FeatureView[],
  ranked: readonly number[],
  selected: ReadonlySet<number>,
  offered: ReadonlySet<number>,
): RequestedFeature[] {
  const order = ranked.length ? ranked : catalog.filter((f) => selected.has(f.featureId)).map((f) => f.featureId);
  return order.flatMap((id) => {
    const feature = catalog.find((f) => f.featureId === id);
    if (!feature) return [];
    const subs = feature.subFeatures.filter((s) => selected.has(s.featureId));
    const wanted = [feature.featureId, ...subs.map((s) => s.featureId)];
    const met = wanted.filter((w) => offered.has(w)).length;
    const onProduct = met === wanted.length ? 'yes' : met > 0 ? 'partly' : 'no';
    const name = subs.length ? `${feature.featureName} (${subs.map((s) => s.featureName).join(', ')})` : feature.featureName;
    return [{ name, onProduct }];
  });
}

/**
 * The Key Facts of the product an application chose (domain/costs/key-figures.ts): a card's
 * costs; for a loan, the figures of the amount and tenure the visitor chose, or of the offer the
 * visitor's answers give for it.
 */
export type KeyFactsOf = (row: AnsweredApplication, productId: number) => Promise<KeyFacts | undefined>;

/** The figures of a loan's offer, in this order; its other Key Facts are its key costs. */
const loanTermIds: readonly KeyFactId[] = ['amount', 'tenure', 'rate', 'processingFee', 'monthlyInstalment'];

/**
 * A loan's offer and its other key costs, or a card's key costs, from the product's Key Facts
 * (worded and formatted in the application's language).
 */
export function keyFigures(facts: KeyFacts | undefined): { loanTerms: LabelledValue[]; costs: LabelledValue[] } {
  const all = facts?.facts ?? [];
  const labelled = (some: typeof all) => some.map(({ label, value }) => ({ label, value }));
  if (facts?.productType !== 'Loan') return { loanTerms: [], costs: labelled(all) };
  const loanTerms = labelled(loanTermIds.flatMap((id) => all.filter((f) => f.id === id)));
  return { loanTerms, costs: labelled(all.filter((f) => !loanTermIds.includes(f.id))) };
}

/**
 * The confirmation of a submitted application, as read by unconfirmedSubmissions (or as the
 * submit leaves it, see mail/confirmations.ts), or undefined when it has no product: in the
 * language the application was made in, the catalog's texts in it too.
 */
export async function confirmationOf(
  catalog: CatalogService,
  row: ConfirmationSource,
  keyFactsOf: KeyFactsOf,
): Promise<{ mail: ConfirmationMail; to: string } | undefined> {
  if (!row.product) return undefined;
  const { application, customer, product } = row;
  const { language } = application;
  const country = await catalog.country(application.country, language);
  const texts = mailTexts[language];
  const unknownBank = texts.confirmation.unknownBank;
  const card = country.cardsById.get(product.id);
  const chosen = card ?? country.loans.find((l) => l.productId === product.id);
  const base = {
    language,
    country: application.country,
    customerName: customer.name,
    reference: application.reference,
    productName: chosen?.productName ?? product.name,
    // The bank's address with the click reference, as the storefront's redirect has it.
    partnerUrl: withClickReference(product.routingUrl, row.clickParameter ?? DEFAULT_CLICK_PARAMETER, application.reference),
    startedAt: application.submittedAt ?? application.createdAt,
    bonus: country.bonus.amount > 0 ? country.bonus : null,
    ...keyFigures(await keyFactsOf(row, product.id)),
  };
  let mail: ConfirmationMail;
  if (application.applicationType === 'Card') {
    mail = {
      ...base,
      type: 'Card',
      bankName: card?.organizationName || unknownBank,
      ownFeatures: card ? card.features.filter(Boolean) : product.highlights,
      requested: requestedFeatures(country.features, row.rankedFeatureIds, new Set(row.selectedFeatureIds), card?.offered ?? new Set()),
    };
  } else {
    const loan = country.loans.find((l) => l.productId === product.id);
    mail = {
      ...base,
      type: 'Loan',
      bankName: loan?.organizationName || unknownBank,
      ownFeatures: loan ? loan.features : product.highlights,
      requested: [],
    };
  }
  return { to: customer.email, mail };
}
