import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  ApplicationTimeline, TrackingCodeAnswer, TrackingCodeRequest, TrackingSession, TrackingSessionRequest, TrackingTokenHeaders,
  problemResponses, trackingCodeMaxTries, trackingCodeTtlMinutes, trackingTokenHeader, trackingTokenTtlMinutes,
} from '@storefront/shared/contract';
import { writeLimit } from '../../../../plugins/app/rate-limit.js';
import { ProblemError } from '../../../../plugins/app/problem-error.js';
import { acceptedTags } from '../../../../domain/accept-language.js';
import { openTrackingSession, requestTrackingCode, trackedTimeline } from '../../../../services/tracking.js';

const limitDetail = {
  client: 'Too many tracking codes asked for from this client; try again later.',
  target: 'Too many tracking codes asked for this reference or address; try again later.',
} as const;

/** The timeline is the visitor's own: never stored by a cache, and its names follow Accept-Language. */
const privately = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('vary', 'Accept-Language');

/**
 * Visitor tracking without accounts (shared/src/contract/tracking.ts): a code mailed to the
 * application's address, exchanged for a tracking token, which reads the application's timeline.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = {
    perClientPerHour: app.config.TRACKING_CODES_PER_CLIENT_PER_HOUR,
    perTargetPerHour: app.config.TRACKING_CODES_PER_TARGET_PER_HOUR,
  };

  app.post('/codes', {
    config: writeLimit(app),
    schema: {
      tags: ['tracking'],
      summary: "Mail a one-time code to an application's address",
      description:
        `When the reference and the address name a submitted application, its address gets a ${trackingCodeTtlMinutes}-minute, ` +
        'single-use 6-digit code (replacing any earlier one), in the application\'s language. The answer is the same either way. ' +
        '429 with Retry-After beyond the hourly limits per client and per reference or address.',
      body: TrackingCodeRequest,
      response: { 202: TrackingCodeAnswer, ...problemResponses },
    },
  }, async (request, reply) => {
    const outcome = await requestTrackingCode(app.mail, limits, { ...request.body, clientAddress: request.ip });
    if (!outcome.sent) {
      reply.header('retry-after', outcome.retryAfterSeconds);
      throw new ProblemError(429, 'rate-limited', 'Too Many Requests', limitDetail[outcome.limit], 'rate-limited');
    }
    app.outbox.kick();
    return reply.status(202).send({ sent: true });
  });

  app.post('/sessions', {
    config: writeLimit(app),
    schema: {
      tags: ['tracking'],
      summary: 'Exchange the mailed code for a tracking token and the timeline',
      description:
        `The token is valid ${trackingTokenTtlMinutes} minutes. A wrong, expired or used code (${trackingCodeMaxTries} wrong tries end a code), ` +
        'or a reference and address that name no application: 422 tracking.code-invalid. Names follow Accept-Language.',
      body: TrackingSessionRequest,
      response: { 200: TrackingSession, ...problemResponses },
    },
  }, async (request, reply) => {
    const session = await openTrackingSession(app.mail, request.body, acceptedTags(request.headers['accept-language']));
    privately(reply);
    return session;
  });

  app.get('/timeline', {
    schema: {
      tags: ['tracking'],
      summary: "The application's timeline: submitted, the bank's outcome, the bonus",
      description: `With the token from /sessions in ${trackingTokenHeader}; a missing, wrong or expired token is 404. Names follow Accept-Language.`,
      headers: TrackingTokenHeaders,
      response: { 200: ApplicationTimeline, ...problemResponses },
    },
  }, async (request, reply) => {
    const token = request.headers[trackingTokenHeader.toLowerCase()];
    const timeline = await trackedTimeline(app.mail, typeof token === 'string' ? token : undefined, acceptedTags(request.headers['accept-language']));
    privately(reply);
    return timeline;
  });
};
export default routes;
