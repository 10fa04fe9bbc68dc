/** GET /api/questions/public?productType=Card|Loan. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Obj, ProductType } from './common';

export const QuestionsQuery = Obj({ productType: ProductType });
export const QuestionOption = Obj({ optionId: Id, optionText: Type.String(), hardStop: Type.Boolean() });
/** What a loan question's answer tells the offers; absent on the others. The tenure question is asked with the amount to borrow. */
export const QuestionRole = Type.Union([Type.Literal('monthlyIncome'), Type.Literal('monthlyObligations'), Type.Literal('desiredTenure')]);
export const Question = Obj({ questionId: Id, question: Type.String(), options: Type.Array(QuestionOption), role: Type.Optional(QuestionRole) });

// The static types of the schemas above, by the same names.
export type QuestionsQuery = Static<typeof QuestionsQuery>;
export type QuestionOption = Static<typeof QuestionOption>;
export type QuestionRole = Static<typeof QuestionRole>;
export type Question = Static<typeof Question>;
