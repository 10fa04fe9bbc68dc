import {
  findAnsweredApplicationByPublicId, findApplicationByPublicId, type AnsweredApplication, type AnsweredApplicationRow, type ApplicationRow,
} from '../db/repositories/applications.js';
import { findCustomerByPublicId } from '../db/repositories/customers.js';
import { tokenMatches } from './access.js';
import { clientRiskProfile, creditScore } from '../domain/credit-score.js';
import { conflict, notFound, unprocessable } from '../domain/problem.js';
import type { LoanProfile } from '../domain/loan-offer.js';
import type { Tx } from '../db/client.js';
import type { CatalogService } from '../catalog/service.js';

/** Use cases shared by several routes: loading an application, scoring it, reading its loan profile. */

/**
 * The application with this public id, when `presented` (the hash of the request's access token)
 * is one of its customer's tokens. Otherwise the very answer an unknown id gets: a stranger cannot
 * tell an application that exists from one that does not.
 */
export async function requireApplication(db: Tx, applicationId: string, presented: Buffer | null): Promise<ApplicationRow> {
  return owned(presented ? await findApplicationByPublicId(db, applicationId) : undefined, presented, applicationId);
}

/** requireApplication with the application's screening answers, for the calls that score it. */
export async function requireAnsweredApplication(db: Tx, applicationId: string, presented: Buffer | null): Promise<AnsweredApplicationRow> {
  return owned(presented ? await findAnsweredApplicationByPublicId(db, applicationId) : undefined, presented, applicationId);
}

function owned<T extends { tokenHashes: Buffer[] }>(row: T | undefined, presented: Buffer | null, applicationId: string): T {
  if (!row || !tokenMatches(presented, row.tokenHashes)) throw notFound('Application', applicationId);
  return row;
}

/** The customer with this public id, on the same terms as requireApplication. */
export async function requireCustomer(db: Tx, customerId: string, presented: Buffer | null) {
  const row = presented ? await findCustomerByPublicId(db, customerId) : undefined;
  if (!row || !tokenMatches(presented, row.tokenHashes)) throw notFound('Customer', customerId);
  return row.customer;
}

export function requireCreated(row: ApplicationRow): void {
  if (row.application.status !== 'Created') {
    throw conflict('application.submitted', 'Application already submitted', `Application ${row.application.publicId} is Submitted and can no longer change.`);
  }
}

export async function scoreApplication(catalog: CatalogService, row: AnsweredApplication) {
  const { country, applicationType } = row.application;
  const questions = (await catalog.country(country)).questions[applicationType];
  const answers = row.answers.filter((a) => a.productType === applicationType);
  const score = creditScore(
    questions.map((q) => ({ questionId: q.questionId, optionPoints: q.options.map((o) => o.points) })),
    answers,
  );
  const anyHardStop = answers.some((a) => a.hardStop);
  return { score, anyHardStop, risk: clientRiskProfile(score, anyHardStop), answers };
}

/** Income, obligations and tenure wish from the answers to the Loan questions that carry those roles; the amount asked for from the application. */
export async function loanProfile(catalog: CatalogService, row: AnsweredApplication): Promise<LoanProfile> {
  const { answers, anyHardStop } = await scoreApplication(catalog, row);
  const valueOf = (role: string) => answers.find((a) => a.role === role)?.value;
  const income = valueOf('monthlyIncome');
  const obligations = valueOf('monthlyObligations');
  const tenure = valueOf('desiredTenure');
  if (income == null || obligations == null || tenure == null) {
    throw unprocessable('application.answers-required', 'Answers Required', 'Answer the monthly income, monthly obligations and tenure questions before asking for loan offers.');
  }
  const requested = row.application.requestedLoanAmount;
  return {
    monthlyIncome: Number(income), monthlyObligations: Number(obligations), desiredTenure: Number(tenure), anyHardStop,
    requestedAmount: requested == null ? null : Number(requested),
  };
}
