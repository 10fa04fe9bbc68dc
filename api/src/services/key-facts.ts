import type { KeyFacts, Language } from '@storefront/shared/contract';
import { storedLoanChoice, type AnsweredApplication } from '../db/repositories/applications.js';
import type { CatalogService } from '../catalog/service.js';
import { keyFactsOf, keyFactsWording } from '../domain/costs/key-figures.js';
import { loanOffers } from '../domain/loan-offer.js';
import { loanTerms } from '../domain/loan-quote.js';
import { loanProfile } from './applications.js';

/**
 * A product's Key Facts as the storefront states them (domain/costs/key-figures.ts), for the
 * Key Facts call and the confirmation mail. For a loan, the figures of `example` (default: the
 * product's smallest amount over its longest tenure). In `language`: the catalog's texts, the
 * labels and the figures. Undefined for a product the catalog does not serve.
 */
export async function productKeyFacts(
  catalog: CatalogService, productId: number, example?: { amount?: number; tenure?: number }, language: Language = 'en',
): Promise<KeyFacts | undefined> {
  const product = (await catalog.get()).products.get(productId);
  if (!product) return undefined;
  return keyFactsOf(await catalog.country(product.country, language), productId, example, keyFactsWording(language, product.country));
}

/**
 * The Key Facts of the product an application chose, as its confirmation mail states them (in
 * the application's language: the catalog's texts, the labels and the figures): a
 * card's own; for a loan, the figures of the amount and tenure the visitor chose (the loan quote's),
 * or without a choice those of the offer the visitor's answers give for that product (the product's
 * representative example when the answers no longer give one).
 */
export async function applicationKeyFacts(catalog: CatalogService, row: AnsweredApplication, productId: number): Promise<KeyFacts | undefined> {
  const { country, language } = row.application;
  if (row.application.applicationType === 'Loan') {
    const { loans } = await catalog.country(country, language);
    const loan = loans.find((l) => l.productId === productId);
    const choice = storedLoanChoice(row);
    if (loan && choice) return loanTerms(loan, country, choice.amount, choice.tenure, language).keyFacts;
    if (loan) {
      const profile = await loanProfile(catalog, row).catch(() => undefined);
      const [offer] = profile ? loanOffers([loan], profile, country, language) : [];
      if (offer) return offer.keyFacts;
    }
  }
  return productKeyFacts(catalog, productId, undefined, language);
}
