/**
 * POST /api/email/public. The subject chooses which of the storefront's mails is meant; the API
 * renders it from its own templates and stored data, so `body` and `containImages` are read by no
 * one. A help request adds the visitor's `name` and `message`, the support form's fields, and
 * `kind`: a complaint is answered with its reference, which the visitor quotes.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Email, Obj } from './common';
import { helpMessageMaxLength, helpNameMaxLength, mailSubjects } from './constants';
import { complaintReferencePattern, helpRequestKinds } from './support-rules';

export const EmailRequest = Obj({
  to: Email,
  containImages: Type.Boolean({ description: "Ignored: the storefront's mails carry no images." }),
  subject: Type.Union(Object.values(mailSubjects).map((subject) => Type.Literal(subject))),
  body: Type.String({ minLength: 1, maxLength: 50_000, description: 'Ignored: the API renders every mail from its own templates.' }),
  name: Type.Optional(Type.String({
    minLength: 1, maxLength: helpNameMaxLength, pattern: '^\\p{L}[\\p{L}\\p{M} ]*$',
    description: "Help request (required with its subject): the visitor's full name, letters and spaces.",
  })),
  message: Type.Optional(Type.String({
    minLength: 1, maxLength: helpMessageMaxLength, pattern: '\\S',
    description: "Help request (required with its subject): the visitor's message, plain text.",
  })),
  kind: Type.Optional(Type.Union(helpRequestKinds.map((kind) => Type.Literal(kind)), {
    description: 'Help request: a question (help, the default) or a complaint, a ticket of its own kind with a reference.',
  })),
});
export const EmailAccepted = Obj({
  id: Type.String({ description: "A receipt: a help request's mail id; for a confirmation, the same id for the same subject and address." }),
  status: Type.Literal('queued'),
  reference: Type.Optional(Type.String({ pattern: complaintReferencePattern, description: "A complaint's reference, e.g. CP-7KQ4M2XD." })),
}, { description: 'The same answer whether or not the request led to a mail.' });

// The static types of the schemas above, by the same names.
export type EmailRequest = Static<typeof EmailRequest>;
export type EmailAccepted = Static<typeof EmailAccepted>;
