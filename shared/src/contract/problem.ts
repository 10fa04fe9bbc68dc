/** Every error answer of the API: `application/problem+json` (RFC 9457) with a stable `code`. */
import { Type, type Static } from '@sinclair/typebox';
import { Obj } from './common';
import { problemCodes } from './problem-codes';

export * from './problem-codes';

export const ProblemCode = Type.Union(problemCodes.map((code) => Type.Literal(code)), {
  description: 'Stable code of the problem; the storefront shows its own text for it.',
});

export const Problem = Obj(
  { type: Type.String(), title: Type.String(), status: Type.Integer(), detail: Type.String(), code: ProblemCode },
  { $id: 'Problem', description: 'Every error answer (application/problem+json).' },
);
/** Response schemas of every route's error answers (the API registers `Problem` under its $id). */
export const problemResponses = {
  '4xx': Type.Ref('Problem'),
  '5xx': Type.Ref('Problem'),
};

// The static types of the schemas above, by the same names.
export type Problem = Static<typeof Problem>;
export type ProblemCode = Static<typeof ProblemCode>;
