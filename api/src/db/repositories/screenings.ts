import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { questionOptions, questions, screeningAnswers } from '../schema.js';
import { fromJson } from '../json-column.js';

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

/** A stored answer with what the engines need from the chosen option and its question. */
export interface ChosenAnswerRow {
  questionId: number;
  optionId: number;
  points: number;
  hardStop: boolean;
  value: number | null;
  role: (typeof questions.$inferSelect)['role'];
  productType: (typeof questions.$inferSelect)['productType'];
}

/**
 * The stored answers of the application in `applicationId`, as a column of the query that reads
 * the application: the application and its answers come in one round trip.
 */
export const chosenAnswersOf = (applicationId: AnyColumn): SQL.Aliased<ChosenAnswerRow[]> =>
  sql`(select coalesce(json_agg(json_build_object(
        'questionId', a.question_id, 'optionId', a.option_id, 'points', o.points, 'hardStop', o.hard_stop,
        'value', o.value, 'role', q.role, 'productType', q.product_type)), '[]')
      from ${screeningAnswers} a
      join ${questionOptions} o on o.id = a.option_id
      join ${questions} q on q.id = a.question_id
      where a.application_id = ${applicationId})`
    .mapWith(fromJson<ChosenAnswerRow[]>)
    .as('answers');
