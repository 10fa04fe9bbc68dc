/** Spec section 3: the answer is kept per question as the chosen option plus its hard-stop flag. */
export interface Answer {
  optionId: number;
  hardStop: boolean;
  /** Set once the answer has been submitted, so a second submission updates it. */
  screeningId: number | null;
}

export type Answers = Record<number, Answer>;

/**
 * Per application, for the page's life: Back from step 3 mounts step 2 anew and must still show
 * the answers, and a Next from there resubmits them with their screening ids.
 */
const byApplication = new Map<number, Answers>();

export function savedAnswers(applicationId: number | null): Answers {
  return (applicationId !== null && byApplication.get(applicationId)) || {};
}

export function saveAnswers(applicationId: number, answers: Answers): void {
  byApplication.set(applicationId, answers);
}

/** For tests: a fresh visit. */
export function forgetAnswers(): void {
  byApplication.clear();
}
