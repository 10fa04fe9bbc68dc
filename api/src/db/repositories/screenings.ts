import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { questionOptions, questions, screeningAnswers } from '../schema.js';

export async function upsertAnswers(db: Tx, answers: { applicationId: number; questionId: number; optionId: number }[]) {
  return db
    .insert(screeningAnswers)
    .values(answers)
    .onConflictDoUpdate({
      target: [screeningAnswers.applicationId, screeningAnswers.questionId],
      set: { optionId: sql`excluded.option_id`, answeredAt: sql`now()` },
    })
    .returning();
}

/** The stored answers of an application with what the engines need from the chosen option. */
export async function chosenAnswers(db: Tx, applicationId: number) {
  return db
    .select({
      questionId: screeningAnswers.questionId,
      optionId: screeningAnswers.optionId,
      points: questionOptions.points,
      hardStop: questionOptions.hardStop,
      value: questionOptions.value,
      role: questions.role,
      productType: questions.productType,
    })
    .from(screeningAnswers)
    .innerJoin(questionOptions, eq(questionOptions.id, screeningAnswers.optionId))
    .innerJoin(questions, eq(questions.id, screeningAnswers.questionId))
    .where(eq(screeningAnswers.applicationId, applicationId));
}
export type ChosenAnswerRow = Awaited<ReturnType<typeof chosenAnswers>>[number];
