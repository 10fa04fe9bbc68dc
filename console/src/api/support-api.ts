/** The support desk's calls (shared/src/contract/operator/support.ts): tickets and erasure. */
import type {
  ErasureResult,
  TicketEntry,
  TicketQuery,
  TicketStatus,
  TicketSummary,
  VisitorRecords,
} from '@storefront/shared/contract';
import { apiRequest, withQuery } from './client';

export const ticketsPath = (query: TicketQuery) => withQuery('/tickets', { ...query });
export const ticketPath = (id: number) => `/tickets/${id}`;

export const addTicketNote = (id: number, body: string) => apiRequest<TicketEntry>(`${ticketPath(id)}/notes`, { method: 'POST', body: { body } });
export const replyToTicket = (id: number, body: string) => apiRequest<TicketEntry>(`${ticketPath(id)}/replies`, { method: 'POST', body: { body } });
export const changeTicketStatus = (id: number, status: TicketStatus) =>
  apiRequest<TicketSummary>(ticketPath(id), { method: 'PATCH', body: { status } });

export const findVisitorRecords = (email: string) => apiRequest<VisitorRecords>('/visitors/search', { method: 'POST', body: { email } });
export const eraseVisitor = (email: string) => apiRequest<ErasureResult>('/visitors/erasure', { method: 'POST', body: { email } });
