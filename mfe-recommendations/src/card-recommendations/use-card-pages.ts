import { useEffect, useMemo, useRef, useState } from 'react';
import {
  apiErrorText,
  firstResultsPage,
  getCardRecommendations,
  resultsPageSize,
  useNotice,
} from '@storefront/shared';
import { cardMessages } from '../messages';
import { updateRecommendations, useRecommendationsState } from '../state/recommendations-store';

/**
 * The cards of the store, paged. Step 3 normally loads page 0; when nothing was loaded (a reload,
 * or a new selection) page 0 is asked for here with the stored preferences. 'View More Cards'
 * asks for the page after the last one and appends it.
 */
export function useCardPages(applicationId: number | null) {
  const { notify } = useNotice();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const { cards, ranking, lastPage } = useRecommendationsState(applicationId);
  const [loadingFirst, setLoadingFirst] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const preferences = useRef(ranking);
  preferences.current = ranking;

  useEffect(() => {
    if (applicationId === null || lastPage !== null) return;
    let cancelled = false;
    setLoadingFirst(true);
    getCardRecommendations({
      applicationId,
      page: firstResultsPage,
      size: resultsPageSize,
      preferences: [...preferences.current],
    })
      // Storing the page re-runs this effect (lastPage changes), so loading ends before that.
      .then((page) => {
        if (cancelled) return;
        setLoadingFirst(false);
        updateRecommendations(applicationId, () => ({ cards: page.content ?? [], lastPage: firstResultsPage }));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setLoadingFirst(false);
        notifyRef.current({ kind: 'error', title: apiErrorText(error), message: '' });
      });
    return () => {
      cancelled = true;
    };
  }, [applicationId, lastPage]);

  async function viewMore(): Promise<void> {
    if (applicationId === null || loadingMore) return;
    const next = (lastPage ?? firstResultsPage) + 1;
    setLoadingMore(true);
    try {
      const page = await getCardRecommendations({
        applicationId,
        page: next,
        size: resultsPageSize,
        preferences: [...ranking],
      });
      if (page.empty || !page.content?.length) {
        notify({ kind: 'info', title: cardMessages.noMoreTitle, message: cardMessages.noMoreMessage });
        return;
      }
      updateRecommendations(applicationId, (current) => ({ cards: [...current.cards, ...page.content], lastPage: next }));
    } catch (error) {
      notify({ kind: 'error', title: apiErrorText(error), message: '' });
    } finally {
      setLoadingMore(false);
    }
  }

  // Best match first; a stable sort keeps the API's order among equal matches. Sorted once per
  // change of the list, so that the memoised tiles keep their props between renders.
  const sorted = useMemo(() => [...cards].sort((a, b) => b.score - a.score), [cards]);
  return { cards: sorted, loadingFirst, loadingMore, viewMore };
}
