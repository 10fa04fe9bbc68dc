/** Applications as support sees them: a search, a detail with the whole timeline, personal data masked until revealed. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Obj } from '../common';

const At = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const ApplicationSearch = Obj({
  reference: Type.Optional(Type.String({ maxLength: 20 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  market: Type.Optional(Type.String({ pattern: '^(ae|sa|pk)$' })),
  product: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(Type.String({ maxLength: 20 })),
  /** The partner: a bank's id. */
  partner: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Created on or after this day (YYYY-MM-DD)... */
  from: Type.Optional(Type.String({ format: 'date' })),
  /** ...and on or before this one. */
  to: Type.Optional(Type.String({ format: 'date' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});

/** The visitor's details: masked (`j***@e***.com`) in every answer but a reveal's. */
export const VisitorDetails = Obj({ name: Type.String(), email: Type.String(), mobileNumber: Type.String() });

export const ApplicationSummary = Obj({
  reference: Type.String(),
  market: Type.String(),
  type: Type.String(),
  status: Type.String(),
  productName: Nullable(Type.String()),
  partner: Nullable(Type.String()),
  createdAt: At,
  submittedAt: Nullable(At),
  visitor: VisitorDetails,
});
export const ApplicationSearchResult = Obj({ applications: Type.Array(ApplicationSummary) });

export const ApplicationParams = Obj({ reference: Type.String({ pattern: '^SF-[0-9A-Z]{4,16}$' }) });

/** The whole story of an application, oldest first. */
export const ApplicationDetail = Obj({
  application: ApplicationSummary,
  answers: Type.Array(Obj({ question: Type.String(), answer: Type.String(), answeredAt: At })),
  /** The products ranked for the visitor, as they were shown. */
  ranking: Type.Array(Obj({ productId: Type.Integer(), productName: Type.String(), shownAt: At })),
  partnerEvents: Type.Array(Obj({ eventId: Type.String(), status: Nullable(Type.String()), occurredAt: Nullable(At), receivedAt: At, outcome: Type.String() })),
  bonus: Nullable(Obj({ amount: Type.Integer(), currency: Type.String(), state: Type.String(), lockUntil: At, batchId: Nullable(Type.Integer()) })),
  mails: Type.Array(Obj({ kind: Type.String(), status: Type.String(), attempts: Type.Integer(), createdAt: At, sentAt: Nullable(At), lastError: Nullable(Type.String()) })),
});

/** The columns of an exported search. */
export const applicationCsvHeader = ['reference', 'market', 'type', 'status', 'product', 'partner', 'created', 'submitted', 'name', 'email', 'mobile'] as const;

export type ApplicationSearch = Static<typeof ApplicationSearch>;
export type VisitorDetails = Static<typeof VisitorDetails>;
export type ApplicationSummary = Static<typeof ApplicationSummary>;
export type ApplicationSearchResult = Static<typeof ApplicationSearchResult>;
export type ApplicationDetail = Static<typeof ApplicationDetail>;
