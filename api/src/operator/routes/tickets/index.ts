import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TicketDetail, TicketEntry, TicketEntryBody, TicketIdParams, TicketList, TicketQuery, TicketStatusChange, TicketSummary, problemResponses,
} from '@storefront/shared/contract';
import { actorOf, requireRole } from '../../access.js';
import { addTicketNote, changeTicketStatus, replyToTicket, searchTickets, ticketDetail } from '../../../services/support-tickets.js';
import { ticketDetailOf, ticketEntryOf, ticketSummaryOf } from '../../wire/support.js';

/**
 * The support desk (role `support`): help requests and complaints as tickets, their notes, and
 * replies mailed to the visitor through the outbox. Every call is audited (a view of a visitor's
 * words included).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const support = requireRole('support');
  const tags = ['support'];

  app.get('', {
    config: support,
    schema: { tags, summary: 'Help requests and complaints, newest first', querystring: TicketQuery, response: { 200: TicketList, ...problemResponses } },
  }, async (request) => {
    const { limit = 50, offset = 0, ...filter } = request.query;
    const found = await searchTickets(app.db, actorOf(request), { ...filter, limit, offset });
    return { tickets: found.rows.map(ticketSummaryOf), total: found.total };
  });

  app.get('/:ticketId', {
    config: support,
    schema: { tags, summary: 'A ticket: the message, the notes and replies, its mails and their delivery', params: TicketIdParams, response: { 200: TicketDetail, ...problemResponses } },
  }, async (request) => ticketDetailOf(await ticketDetail(app.db, actorOf(request), request.params.ticketId)));

  app.post('/:ticketId/notes', {
    config: support,
    schema: { tags, summary: 'An internal note (the visitor never sees it)', params: TicketIdParams, body: TicketEntryBody, response: { 201: TicketEntry, ...problemResponses } },
  }, async (request, reply) => reply.status(201).send(ticketEntryOf(await addTicketNote(app.db, actorOf(request), request.params.ticketId, request.body.body))));

  app.post('/:ticketId/replies', {
    config: support,
    schema: { tags, summary: 'A reply mailed to the visitor (the ticket is then answered)', params: TicketIdParams, body: TicketEntryBody, response: { 201: TicketEntry, ...problemResponses } },
  }, async (request, reply) => {
    const entry = await replyToTicket(app.mail, actorOf(request), request.params.ticketId, request.body.body);
    app.outbox.kick();
    return reply.status(201).send(ticketEntryOf(entry));
  });

  app.patch('/:ticketId', {
    config: support,
    schema: { tags, summary: 'Close a ticket, or reopen it', params: TicketIdParams, body: TicketStatusChange, response: { 200: TicketSummary, ...problemResponses } },
  }, async (request) => ticketSummaryOf(await changeTicketStatus(app.db, actorOf(request), request.params.ticketId, request.body.status)));
};

export default routes;
