import { ApiError, apiErrorText } from '@storefront/shared';

/** Why a tracking call failed, as the page words it. */
export type TrackingFailure =
  | { kind: 'code-invalid' }
  | { kind: 'session-ended' }
  | { kind: 'rate-limited' }
  | { kind: 'unavailable'; reason: string };

/**
 * A wrong, expired or used-up code (one answer for all: the tries left are not told), a tracking
 * session that has ended, too many codes asked for, or anything else: the spec's words for a call
 * that failed ('Server error: 503', 'No response from server').
 */
export function trackingFailure(error: unknown): TrackingFailure {
  if (error instanceof ApiError) {
    if (error.code === 'tracking.code-invalid') return { kind: 'code-invalid' };
    if (error.code === 'tracking.session-not-found') return { kind: 'session-ended' };
    if (error.code === 'rate-limited') return { kind: 'rate-limited' };
  }
  return { kind: 'unavailable', reason: apiErrorText(error) };
}
