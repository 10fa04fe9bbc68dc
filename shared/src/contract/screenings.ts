/** POST /api/screenings/public/bulk: an array of answers in, the stored records out. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, NullableId, Obj, PublicId } from './common';

/** `response` is the chosen optionId. */
export const ScreeningAnswer = Obj({ questionId: Id, applicationId: PublicId, response: Id, screeningId: Type.Optional(NullableId) });
export const ScreeningAnswers = Type.Array(ScreeningAnswer, { minItems: 1, maxItems: 50 });
export const ScreeningRecord = Obj({ screeningId: Id, questionId: Id, applicationId: PublicId, response: Id });

// The static types of the schemas above, by the same names.
export type ScreeningAnswer = Static<typeof ScreeningAnswer>;
export type ScreeningAnswers = Static<typeof ScreeningAnswers>;
export type ScreeningRecord = Static<typeof ScreeningRecord>;
