import { defineStepState, isRecord, sessionKeys, type PublicId } from '@storefront/shared';

/** Spec section 3: the answer is kept per question as the chosen option plus its hard-stop flag. */
export interface Answer {
  optionId: number;
  hardStop: boolean;
  /** Set once the answer has been submitted, so a second submission updates it. */
  screeningId: number | null;
}

export type Answers = Record<number, Answer>;

interface StoredAnswers {
  applicationId: PublicId | null;
  answers: Answers;
  /** A loan's amount to borrow, as typed. */
  loanAmount?: string;
}

const isAnswer = (value: unknown): value is Answer =>
  isRecord(value) &&
  typeof value.optionId === 'number' &&
  typeof value.hardStop === 'boolean' &&
  (value.screeningId === null || typeof value.screeningId === 'number');

/**
 * Per application, kept with the rest of the journey (step-state): Back from step 3 mounts step 2
 * anew and must still show the answers, as must a refresh or a restored tab, and a Next from there
 * resubmits them with their screening ids.
 */
const answersState = defineStepState<StoredAnswers>(sessionKeys.answers, {
  empty: { applicationId: null, answers: {} },
  accept: (value): value is StoredAnswers =>
    isRecord(value) &&
    typeof value.applicationId === 'string' &&
    isRecord(value.answers) &&
    Object.values(value.answers).every(isAnswer) &&
    (value.loanAmount === undefined || typeof value.loanAmount === 'string'),
});

export function savedAnswers(applicationId: PublicId | null): Answers {
  const stored = answersState.read();
  return applicationId !== null && stored.applicationId === applicationId ? stored.answers : {};
}

export function saveAnswers(applicationId: PublicId, answers: Answers): void {
  const stored = answersState.read();
  answersState.write({ applicationId, answers, ...(stored.applicationId === applicationId && stored.loanAmount ? { loanAmount: stored.loanAmount } : {}) });
}

/** The amount to borrow typed for this application, or '' when none. */
export function savedLoanAmount(applicationId: PublicId | null): string {
  const stored = answersState.read();
  return applicationId !== null && stored.applicationId === applicationId ? (stored.loanAmount ?? '') : '';
}

export function saveLoanAmount(applicationId: PublicId, loanAmount: string): void {
  const stored = answersState.read();
  answersState.write({ applicationId, answers: stored.applicationId === applicationId ? stored.answers : {}, loanAmount });
}

/** For tests: a fresh visit. */
export function forgetAnswers(): void {
  answersState.write({ applicationId: null, answers: {} });
}
