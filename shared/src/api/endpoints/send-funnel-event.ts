import { request } from '../client';
import type { FunnelEvent } from '../../contract/funnel';

/**
 * POST /api/funnel-events/public: a step of the storefront a journey reached, for the funnel.
 * The shell sends it only when the visitor's cookie settings allow Performance. The market and
 * language travel as on every call (X-Country-Key, Accept-Language); nothing personal is sent.
 * Sent with `keepalive`, so it completes even if the visitor leaves the page.
 */
export function sendFunnelEvent(event: FunnelEvent): Promise<void> {
  return request('POST', '/api/funnel-events/public', { body: event, keepalive: true });
}
