/**
 * The support desk in the operator console (role `support`): help requests and complaints as
 * tickets with notes and replies, and a visitor's erasure. Visitor content is shown as written.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, Email, Obj } from '../common';
import { helpRequestKinds, ticketEntryMaxLength, ticketStatuses } from '../support-rules';

const DateTime = Type.String({ format: 'date-time' });

export const TicketStatusSchema = Type.Union(ticketStatuses.map((s) => Type.Literal(s)));
export const TicketKindSchema = Type.Union(helpRequestKinds.map((k) => Type.Literal(k)));

/** A ticket as the list shows it. Name, address and message are empty once erased or past retention (`erased`). */
export const TicketSummary = Obj({
  id: Type.Integer(),
  kind: TicketKindSchema,
  status: TicketStatusSchema,
  /** A complaint's reference (CP-XXXXXXXX); null for a help request. */
  reference: Type.Union([Type.String(), Type.Null()]),
  country: CountryCode,
  language: Type.String(),
  name: Type.String(),
  email: Type.String(),
  erased: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const TicketQuery = Obj({
  status: Type.Optional(TicketStatusSchema),
  kind: Type.Optional(TicketKindSchema),
  /** Part of the visitor's address or name, or a complaint's reference. */
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});
export const TicketList = Obj({ tickets: Type.Array(TicketSummary), total: Type.Integer() });

/** A note (support only) or a reply (mailed to the visitor) on a ticket. */
export const TicketEntry = Obj({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('note'), Type.Literal('reply')]),
  body: Type.String(),
  author: Type.String(),
  createdAt: DateTime,
});
/** A mail of the ticket and its delivery (queued, sending, sent, failed). */
export const TicketMail = Obj({
  kind: Type.String(),
  subject: Type.String(),
  status: Type.String(),
  createdAt: DateTime,
  sentAt: Type.Union([DateTime, Type.Null()]),
});
export const TicketDetail = Obj({
  ticket: TicketSummary,
  message: Type.String(),
  entries: Type.Array(TicketEntry),
  mails: Type.Array(TicketMail),
});

export const TicketIdParams = Obj({ ticketId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const TicketEntryBody = Obj({ body: Type.String({ minLength: 1, maxLength: ticketEntryMaxLength, pattern: '\\S' }) });
export const TicketStatusChange = Obj({ status: TicketStatusSchema });

/** Whose records an erasure is about: the address the visitor gave. */
export const ErasureQuery = Obj({ email: Email });
/** The visitor's records, by identifier and date: what an erasure would blank. */
export const VisitorRecords = Obj({
  customers: Type.Array(Obj({ id: Type.String(), country: Type.String(), createdAt: DateTime })),
  applications: Type.Array(Obj({ reference: Type.String(), country: Type.String(), product: Type.String(), status: Type.String(), createdAt: DateTime })),
  tickets: Type.Array(Obj({ id: Type.Integer(), kind: Type.String(), reference: Type.Union([Type.String(), Type.Null()]), status: Type.String(), createdAt: DateTime })),
  mails: Type.Integer(),
});
/** What an erasure blanked; the rows stay for the statistics. */
export const ErasureResult = Obj({
  customers: Type.Integer(),
  applications: Type.Integer(),
  tickets: Type.Integer(),
  ticketEntries: Type.Integer(),
  mails: Type.Integer(),
});

export type TicketSummary = Static<typeof TicketSummary>;
export type TicketQuery = Static<typeof TicketQuery>;
export type TicketList = Static<typeof TicketList>;
export type TicketEntry = Static<typeof TicketEntry>;
export type TicketDetail = Static<typeof TicketDetail>;
export type TicketEntryBody = Static<typeof TicketEntryBody>;
export type TicketStatusChange = Static<typeof TicketStatusChange>;
export type ErasureQuery = Static<typeof ErasureQuery>;
export type VisitorRecords = Static<typeof VisitorRecords>;
export type ErasureResult = Static<typeof ErasureResult>;
