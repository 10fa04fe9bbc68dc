import type { UpdateApplicationRequest } from '@storefront/shared/contract';
import type { Db } from '../db/client.js';
import { findApplication, storedLoanChoice, type AnsweredApplicationRow, type ApplicationViewSource } from '../db/repositories/applications.js';
import type { CatalogService, ProductEntry } from '../catalog/service.js';
import type { MailContext } from '../mail/context.js';
import { submitWithConfirmation } from '../mail/confirmations.js';
import { conflict, notFound, unprocessable } from '../domain/problem.js';
import { requireAnsweredApplication, scoreApplication } from './applications.js';
import { quoteForApplication } from './loan-quotes.js';

export interface SubmitApplicationDeps {
  db: Db;
  catalog: CatalogService;
  mail: MailContext;
}

export interface SubmitOutcome {
  row: ApplicationViewSource;
  /** Whether this call submitted it (and queued its confirmation), rather than a request before it. */
  submittedNow: boolean;
}

/**
 * Submits a Created application with the chosen product (and a Loan's amount and tenure) with its
 * confirmation mail; the same submit again answers the stored application, another choice is a
 * conflict. The risk profile is derived from the credit score.
 */
export async function submitApplication(
  deps: SubmitApplicationDeps, request: UpdateApplicationRequest, tokenHash: Buffer | null,
): Promise<SubmitOutcome> {
  const answered = await requireAnsweredApplication(deps.db, request.applicationId, tokenHash);
  const chosen = await chosenProduct(deps.catalog, answered, request);
  let outcome: SubmitOutcome = { row: answered, submittedNow: false };
  if (answered.application.status === 'Created') outcome = await submitCreated(deps, answered, chosen, request.loanChoice);
  // Submitted already (a double click, or the other request of a race): same product, same answer.
  const { row } = outcome;
  if (row.application.productId !== chosen.productId) {
    throw conflict('application.submitted', 'Application already submitted', `Application ${request.applicationId} was submitted with another product.`);
  }
  const stored = storedLoanChoice(row);
  if (stored?.amount !== request.loanChoice?.amount || stored?.tenure !== request.loanChoice?.tenureMonths) {
    throw conflict('application.submitted', 'Application already submitted', `Application ${request.applicationId} was submitted with another loan amount or tenure.`);
  }
  return outcome;
}

/** The product of the submit, held to the application's customer, type and country. */
async function chosenProduct(catalog: CatalogService, answered: AnsweredApplicationRow, request: UpdateApplicationRequest): Promise<ProductEntry> {
  const { applicationId, customer, product, applicationType, loanChoice } = request;
  const { application } = answered;
  if (answered.customer.publicId !== customer.customerId) {
    throw unprocessable('application.customer-mismatch', 'Customer mismatch', `Application ${applicationId} does not belong to customer ${customer.customerId}.`);
  }
  if (application.applicationType !== applicationType) {
    throw unprocessable('application.product-type-mismatch', 'Product type mismatch', `Application ${applicationId} is a ${application.applicationType} application.`);
  }
  const chosen = (await catalog.get()).products.get(product.productId);
  if (!chosen) throw notFound('Product', product.productId);
  if (chosen.productType !== application.applicationType || chosen.country !== application.country) {
    throw unprocessable('product.not-available', 'Product not available', `Product ${product.productId} is not a ${application.applicationType} offered in this country.`);
  }
  if (loanChoice && application.applicationType !== 'Loan') {
    throw unprocessable('application.loan-choice-not-allowed', 'Loan choice not allowed', `body/loanChoice: Application ${applicationId} is a ${application.applicationType} application; only a Loan takes an amount and tenure.`);
  }
  return chosen;
}

async function submitCreated(
  deps: SubmitApplicationDeps, answered: AnsweredApplicationRow, chosen: ProductEntry, loanChoice: UpdateApplicationRequest['loanChoice'],
): Promise<SubmitOutcome> {
  // The same rules as the loan quote call: within the product's ranges and the visitor's eligibility.
  if (loanChoice) await quoteForApplication(deps.catalog, answered, chosen.productId, loanChoice.amount, loanChoice.tenureMonths);
  const { score, risk } = await scoreApplication(deps.catalog, answered);
  // With its confirmation mail, queued in the same transaction.
  const submitted = await submitWithConfirmation(deps.mail, answered.application.id, {
    productId: chosen.productId,
    creditScore: score,
    clientRiskProfile: risk,
    loanAmount: loanChoice?.amount ?? null,
    loanTenureMonths: loanChoice?.tenureMonths ?? null,
  });
  if (submitted) return { row: { ...submitted, customer: answered.customer }, submittedNow: true };
  // Another request submitted it first: what it stored decides the answer.
  return { row: (await findApplication(deps.db, answered.application.id))!, submittedNow: false };
}
