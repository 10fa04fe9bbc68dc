import type { Language, LoanRequest } from '@storefront/shared/contract';
import type { Tx } from '../db/client.js';
import { saveContactConsent, saveRequestedLoanAmount } from '../db/repositories/applications.js';
import type { CatalogService } from '../catalog/service.js';
import { checkRequestedAmount, loanRequestView } from '../domain/loan-request.js';
import { conflict, unprocessable } from '../domain/problem.js';
import { loanProfile, requireAnsweredApplication, requireApplication, requireCreated } from './applications.js';

/**
 * The amount a visitor asks to borrow (step 2, before the offers): refused (422) for a card
 * application, a submitted one, or an amount no loan of the market lends; stored with the
 * application, and answered with the most on offer for it and, when no loan fits, why.
 */
export async function requestLoanAmount(
  db: Tx, catalog: CatalogService, applicationId: string, presented: Buffer | null, amount: number, language: Language,
): Promise<LoanRequest> {
  const row = await requireAnsweredApplication(db, applicationId, presented);
  const { application } = row;
  if (application.applicationType !== 'Loan') {
    throw unprocessable('application.wrong-product-type', 'Wrong product type', `Application ${application.publicId} is a ${application.applicationType} application.`);
  }
  requireCreated(row);
  const { loans } = await catalog.country(application.country, language);
  checkRequestedAmount(amount, loans, application.country);
  const profile = await loanProfile(catalog, row);
  if (!(await saveRequestedLoanAmount(db, application.id, amount))) {
    throw conflict('application.submitted', 'Application already submitted', `Application ${application.publicId} is Submitted and can no longer change.`);
  }
  return loanRequestView(application.publicId, loans, { ...profile, requestedAmount: amount }, application.country);
}

/** Whether the visitor agrees to be contacted when a product fits them: stored with the application as they answer. */
export async function recordContactConsent(db: Tx, applicationId: string, presented: Buffer | null, consent: boolean) {
  const { application } = await requireApplication(db, applicationId, presented);
  await saveContactConsent(db, application.id, consent);
  return { applicationId: application.publicId, consent };
}
