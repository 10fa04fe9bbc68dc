import { useEffect, useRef } from 'react';
import { useLocation } from '@storefront/shared/router';
import {
  defineStepState, funnelSteps, positionForPath, sendFunnelEvent, sessionKeys, useApplication, type FunnelStep,
} from '@storefront/shared';
import { useConsent } from '../consent/consent-state';

/** The steps this journey has been counted at: each once per journey (a clean journey starts again). */
const countedSteps = defineStepState<FunnelStep[]>(sessionKeys.funnelSteps, {
  empty: [],
  accept: (value): value is FunnelStep[] =>
    Array.isArray(value) && value.every((step) => (funnelSteps as readonly unknown[]).includes(step)),
});

function countOnce(step: FunnelStep, product: 'Card' | 'Loan' | null): void {
  if (countedSteps.read().includes(step)) return;
  countedSteps.update((steps) => [...steps, step]);
  // The funnel is measurement only: a failed count changes nothing for the visitor.
  sendFunnelEvent({ step, ...(product ? { product } : {}) }).catch(() => undefined);
}

/**
 * The storefront's own measurement of its funnel, first-party and without any third-party script:
 * only when the visitor's cookie settings allow Performance, the shell tells the API that the
 * visitor gave their consent (on this page) and each wizard step their journey reached, with the
 * product chosen and nothing personal. Without Performance nothing is sent.
 */
export function useFunnelEvents(): void {
  const { consentGiven, performanceAllowed } = useConsent();
  const { pathname } = useLocation();
  const { product } = useApplication();
  // Consent given on an earlier visit is not counted again.
  const consentedBefore = useRef(consentGiven);

  useEffect(() => {
    if (!performanceAllowed || consentedBefore.current) return;
    consentedBefore.current = true;
    sendFunnelEvent({ step: 'consent' }).catch(() => undefined);
  }, [performanceAllowed]);

  useEffect(() => {
    if (!performanceAllowed) return;
    const position = positionForPath(pathname);
    if (position) countOnce(`step${position.step}` as FunnelStep, position.step >= 1 ? product : null);
  }, [performanceAllowed, pathname, product]);
}
