import type { FastifyInstance } from 'fastify';
import { findApplication, type ApplicationRow } from '../db/repositories/applications.js';
import { chosenAnswers } from '../db/repositories/screenings.js';
import { clientRiskProfile, creditScore } from '../domain/credit-score.js';
import { conflict, notFound, unprocessable } from '../domain/problem.js';
import type { LoanProfile } from '../domain/loan-offer.js';
import type { Tx } from '../db/client.js';

/** Use cases shared by several routes: loading an application, scoring it, reading its loan profile. */

export async function requireApplication(db: Tx, applicationId: number): Promise<ApplicationRow> {
  const row = await findApplication(db, applicationId);
  if (!row) throw notFound('Application', applicationId);
  return row;
}

export function requireCreated(row: ApplicationRow): void {
  if (row.application.status !== 'Created') {
    throw conflict('Application already submitted', `Application ${row.application.id} is Submitted and can no longer change.`);
  }
}

export async function scoreApplication(app: FastifyInstance, row: ApplicationRow) {
  const { id, country, applicationType } = row.application;
  const questions = (await app.catalog.country(country)).questions[applicationType];
  const answers = (await chosenAnswers(app.db, id)).filter((a) => a.productType === applicationType);
  const score = creditScore(
    questions.map((q) => ({ questionId: q.questionId, optionPoints: q.options.map((o) => o.points) })),
    answers,
  );
  const anyHardStop = answers.some((a) => a.hardStop);
  return { score, anyHardStop, risk: clientRiskProfile(score, anyHardStop), answers };
}

/** Income, obligations and tenure wish from the answers to the Loan questions that carry those roles. */
export async function loanProfile(app: FastifyInstance, row: ApplicationRow): Promise<LoanProfile> {
  const { answers, anyHardStop } = await scoreApplication(app, row);
  const valueOf = (role: string) => answers.find((a) => a.role === role)?.value;
  const income = valueOf('monthlyIncome');
  const obligations = valueOf('monthlyObligations');
  const tenure = valueOf('desiredTenure');
  if (income == null || obligations == null || tenure == null) {
    throw unprocessable('Answers Required', 'Answer the monthly income, monthly obligations and tenure questions before asking for loan offers.');
  }
  return { monthlyIncome: Number(income), monthlyObligations: Number(obligations), desiredTenure: Number(tenure), anyHardStop };
}
