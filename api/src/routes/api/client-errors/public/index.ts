import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClientErrorReport, problemResponses } from '@storefront/shared/contract';
import { scrubMessage } from '../../../../domain/log-safe.js';

/**
 * A browser reports that a remote of the storefront failed to load (the shell's
 * report-remote-failure.ts), and the report becomes one warn line of the API's log and a count in
 * /metrics. Bounded in every way: known fields only (others are stripped), short strings, a small
 * body, and a per-IP rate limit (RATE_LIMIT_MAIL_MAX per RATE_LIMIT_WINDOW_MS, like the mail route).
 */

/** Only the page's origin and path reach the log: a query string or fragment could carry visitor data. */
function pageWithoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split(/[?#]/)[0].slice(0, 256);
  }
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('', {
    bodyLimit: 8 * 1024,
    config: { rateLimit: { max: app.config.RATE_LIMIT_MAIL_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS } },
    schema: {
      tags: ['ops'],
      summary: 'Report a remote of the storefront that failed to load in a browser (logged at warn)',
      body: ClientErrorReport,
      response: { 204: Type.Null(), ...problemResponses },
    },
  }, async (request, reply) => {
    const { remote, module, message, url } = request.body;
    const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 256);
    request.log.warn(
      // A message may quote a URL or a value: addresses and phone-like numbers are scrubbed like every log line.
      { clientError: { remote, module, message: scrubMessage(message), page: pageWithoutQuery(url), userAgent } },
      'remote failed to load in a browser',
    );
    app.metrics.clientErrors.inc();
    return reply.status(204).send(null);
  });
};
export default routes;
