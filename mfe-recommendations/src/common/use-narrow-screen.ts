import { useSyncExternalStore } from 'react';
import { stepsNarrowMaxWidthPx } from '@storefront/shared';

const query = `(max-width: ${stepsNarrowMaxWidthPx}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/** True at the steps' narrow breakpoint (431 px or less). */
export function useNarrowSteps(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
