import type { Language, LoanQuote } from '@storefront/shared/contract';
import type { AnsweredApplicationRow } from '../db/repositories/applications.js';
import type { CatalogService } from '../catalog/service.js';
import { quoteLoan } from '../domain/loan-quote.js';
import { notFound, unprocessable } from '../domain/problem.js';
import { loanProfile } from './applications.js';

/**
 * The figures of a loan application's product for the amount and tenure the visitor chose, on the
 * loan quote's terms (domain/loan-quote.ts): for the loan quote call, and for the update call's
 * loanChoice before it is stored. Refused (422) for a card application, a product that is not a
 * Loan of the application's country, or a choice outside the product or the visitor's eligibility.
 * The product's texts and the Key Facts are in `language`.
 */
export async function quoteForApplication(
  catalog: CatalogService,
  row: AnsweredApplicationRow,
  productId: number,
  amount: number,
  tenure: number,
  language: Language = 'en',
): Promise<LoanQuote> {
  const { application } = row;
  if (application.applicationType !== 'Loan') {
    throw unprocessable('application.wrong-product-type', 'Wrong product type', `Application ${application.publicId} is a ${application.applicationType} application.`);
  }
  if (!(await catalog.get()).products.has(productId)) throw notFound('Product', productId);
  const loan = (await catalog.country(application.country, language)).loans.find((l) => l.productId === productId);
  if (!loan) throw unprocessable('product.not-available', 'Product not available', `Product ${productId} is not a Loan offered in this country.`);
  return quoteLoan(loan, await loanProfile(catalog, row), application.country, amount, tenure, language);
}
