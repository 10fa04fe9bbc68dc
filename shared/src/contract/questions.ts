/** GET /api/questions/public?productType=Card|Loan. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Obj, ProductType } from './common';

export const QuestionsQuery = Obj({ productType: ProductType });
export const QuestionOption = Obj({ optionId: Id, optionText: Type.String(), hardStop: Type.Boolean() });
export const Question = Obj({ questionId: Id, question: Type.String(), options: Type.Array(QuestionOption) });

// The static types of the schemas above, by the same names.
export type QuestionsQuery = Static<typeof QuestionsQuery>;
export type QuestionOption = Static<typeof QuestionOption>;
export type Question = Static<typeof Question>;
