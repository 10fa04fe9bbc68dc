import { reportClientError, type ClientErrorReport } from '@storefront/shared';

/** remote/module pairs reported during this page load. */
const reported = new Set<string>();

const bounded = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error ?? 'unknown error');
}

/**
 * Tells the API that a remote failed to load or to render, so that it shows in the API's log (one
 * warn line) and in /metrics, not only in the visitor's console. At most one report per
 * remote/module per page load. Reporting never throws and never rejects: the promise settles once
 * the report is sent or has failed, and callers need not wait for it.
 *
 * Sent through the API client with `keepalive` rather than sendBeacon: a beacon is sent with
 * credentials, which the API's CORS answer (no credentials) would refuse for a JSON body; this
 * request goes through the same CORS preflight as every other API call and still completes if the
 * visitor leaves.
 *
 * @param chunk the federation id the slot shows, e.g. 'mfe_support/HelpAndSupportPage'
 */
export async function reportRemoteFailure(chunk: string, error: unknown): Promise<void> {
  try {
    const slash = chunk.indexOf('/');
    const remote = slash > 0 ? chunk.slice(0, slash) : chunk;
    const module = (slash > 0 ? chunk.slice(slash + 1) : '') || '.';
    const key = `${remote}/${module}`;
    if (reported.has(key)) return;
    reported.add(key);
    const report: ClientErrorReport = {
      remote: bounded(remote, 64),
      module: bounded(module, 128),
      message: bounded(messageOf(error), 500),
      // The page without its query or fragment: those could carry a visitor's data.
      url: bounded(`${window.location.origin}${window.location.pathname}`, 2048),
    };
    await reportClientError(report);
  } catch {
    // Reporting a failure must never become one.
  }
}

/** Forgets what was reported, as a new page load does (tests). */
export function resetRemoteFailureReports(): void {
  reported.clear();
}
