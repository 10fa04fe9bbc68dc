import { useEffect, useRef, useState } from 'react';
import { countDebounceMs, countRecommendations, type PublicId } from '@storefront/shared';
import type { FeaturePick } from '../state/recommendations-store';

export interface RecommendationCount {
  /** Cards offering every pick; null when unknown (nothing picked, or the count failed). */
  count: number | null;
  counting: boolean;
}

/**
 * Re-counts the matching cards on every change of the picks, debounced so that a burst of
 * toggles makes one call. Only the answer to the latest change is shown.
 */
export function useRecommendationCount(applicationId: PublicId | null, picks: readonly FeaturePick[]): RecommendationCount {
  const [count, setCount] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    if (applicationId === null || picks.length === 0) {
      setCount(null);
      setCounting(false);
      return;
    }
    setCounting(true);
    const preferences = picks.map(({ featureId, featureName }) => ({ featureId, featureName }));
    const timer = setTimeout(() => {
      countRecommendations({ applicationId, preferences })
        .then((n) => {
          if (call === latest.current) setCount(typeof n === 'number' ? n : Number(n));
        })
        .catch((error: unknown) => {
          // Spec section 8: a count failure is only logged, and the count message is cleared.
          console.error('Counting recommended cards failed', error);
          if (call === latest.current) setCount(null);
        })
        .finally(() => {
          if (call === latest.current) setCounting(false);
        });
    }, countDebounceMs);
    return () => clearTimeout(timer);
  }, [applicationId, picks]);

  return { count, counting };
}
