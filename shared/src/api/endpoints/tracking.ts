import { request } from '../client';
import type { Language } from '../../contract/languages';
import { trackingTokenHeader } from '../../contract/tracking-rules';
import type {
  ApplicationTimeline,
  TrackingCodeAnswer,
  TrackingCodeRequest,
  TrackingSession,
  TrackingSessionRequest,
} from '../../contract/tracking';

/** Asks for a code to be mailed; the answer is the same whether or not the pair names an application. */
export function requestTrackingCode(payload: TrackingCodeRequest): Promise<TrackingCodeAnswer> {
  return request('POST', '/api/tracking/public/codes', { body: payload });
}

/** Exchanges the mailed code for a tracking token and the application's timeline. */
export function startTrackingSession(payload: TrackingSessionRequest, language?: Language): Promise<TrackingSession> {
  return request('POST', '/api/tracking/public/sessions', { body: payload, language });
}

/** The application's timeline again (its product and bank named in `language`). */
export function getTrackingTimeline(trackingToken: string, language?: Language): Promise<ApplicationTimeline> {
  return request('GET', '/api/tracking/public/timeline', {
    headers: { [trackingTokenHeader]: trackingToken },
    language,
  });
}

/** For a cached timeline: in the language asked for, for one tracking session. */
export const trackingTimelineKey = (trackingToken: string, language: Language) =>
  ['tracking-timeline', trackingToken, language] as const;

export type {
  ApplicationTimeline,
  BonusNoneReason,
  BonusState,
  TimelineBonus,
  TimelineEvent,
  TimelineStatus,
  TrackingSession,
} from '../../contract/tracking';
export {
  isTrackingCode,
  isTrackingReference,
  trackApplicationPath,
  trackingCodeLength,
  trackingCodeTtlMinutes,
  trackingReferenceMaxLength,
} from '../../contract/tracking-rules';
