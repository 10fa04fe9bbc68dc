import { request } from '../client';
import type { ClientErrorReport } from '../types';

/**
 * POST /api/client-errors/public: tells the API that a remote failed to load or to render. Sent
 * with `keepalive`, so it completes even if the visitor leaves the page.
 */
export function reportClientError(report: ClientErrorReport): Promise<void> {
  return request('POST', '/api/client-errors/public', { body: report, keepalive: true });
}
