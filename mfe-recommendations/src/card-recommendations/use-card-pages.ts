import { useEffect, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import {
  apiErrorText,
  firstResultsPage,
  getCardRecommendations,
  resultsPageSize,
  useApplication,
  useNotice,
  type CardRecommendation,
  type Language,
  type PublicId,
} from '@storefront/shared';
import { useT } from '../i18n';
import { getRecommendationsState, updateRecommendations, useRecommendationsState } from '../state/recommendations-store';

/** One page of the list as SWR keeps it. */
interface CardPage {
  cards: readonly CardRecommendation[];
  /** The API had no cards on this page (the list ends before it). */
  empty: boolean;
}

type PageKey = readonly ['card-pages', PublicId, readonly number[], Language, boolean, number];

const noPage: CardPage = Object.freeze({ cards: [], empty: false });

/**
 * The pages the store already holds for a list, in the language asked for: the store keeps the
 * cards of pages 0 to lastPage as one list, which stands for page 0 (the others add nothing).
 */
function storedPage(applicationId: PublicId, language: Language, page: number): CardPage | null {
  const stored = getRecommendationsState(applicationId);
  const current = stored.cardsLanguage == null || stored.cardsLanguage === language;
  if (!current || stored.lastPage === null || page > stored.lastPage) return null;
  return page === firstResultsPage ? { cards: stored.cards, empty: false } : noPage;
}

/** Asks the API for one page; every card (not Islamic only) is kept in the store as it arrives. */
async function fetchPage([, applicationId, ranking, language, islamic, page]: PageKey): Promise<CardPage> {
  if (!islamic) {
    const stored = storedPage(applicationId, language, page);
    if (stored) return stored;
  }
  const answer = await getCardRecommendations({
    applicationId,
    page,
    size: resultsPageSize,
    preferences: [...ranking],
    islamic: islamic || undefined,
    language,
  });
  const cards = answer.content ?? [];
  const empty = answer.empty === true || cards.length === 0;
  if (!islamic && !empty) {
    updateRecommendations(applicationId, (now) => ({
      cards: page > firstResultsPage && (now.cardsLanguage ?? language) === language ? [...now.cards, ...cards] : cards,
      lastPage: page,
      cardsLanguage: language,
    }));
  }
  return { cards, empty };
}

/**
 * The cards of step 4, paged with SWR's infinite loading. Every card: those of the store, where
 * step 3 normally loads page 0 (when nothing was loaded, after a reload or a new selection, page 0
 * is asked for here with the stored preferences). Islamic only: the API's Sharia-compliant
 * ranking, kept in SWR's cache alone. The cards are kept with the language the API wrote them in:
 * after a switch of language they are asked for again in the new one. 'View More Cards' asks for
 * the page after the last one and appends it.
 */
export function useCardPages(applicationId: PublicId | null, islamic = false) {
  const { notify } = useNotice();
  const t = useT();
  const { language } = useApplication();
  const stored = useRecommendationsState(applicationId);
  const { ranking } = stored;
  const storedCurrent = !islamic && stored.lastPage !== null && (stored.cardsLanguage == null || stored.cardsLanguage === language);
  // What the store holds is shown from the first render on, without a request.
  const fallbackData = useMemo(
    () =>
      storedCurrent && stored.lastPage !== null
        ? [{ cards: stored.cards, empty: false }, ...Array.from({ length: stored.lastPage - firstResultsPage }, () => noPage)]
        : undefined,
    [storedCurrent, stored.cards, stored.lastPage],
  );

  // The page 'View More Cards' asked for, until it arrives or fails.
  const [asked, setAsked] = useState<number | null>(null);
  const noMore = () => notify({ kind: 'info', title: t('cards.noMoreTitle'), message: t('cards.noMoreMessage') });

  const { data, error, setSize } = useSWRInfinite<CardPage, unknown, (index: number, previous: CardPage | null) => PageKey | null>(
    (index, previous) =>
      applicationId === null || previous?.empty ? null : ['card-pages', applicationId, ranking, language, islamic, firstResultsPage + index],
    fetchPage,
    {
      initialSize: fallbackData?.length ?? 1,
      fallbackData,
      revalidateFirstPage: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      onError: (failure: unknown) => {
        setAsked(null);
        notify({ kind: 'error', title: apiErrorText(failure), message: '' });
      },
    },
  );

  useEffect(() => {
    if (asked === null || !data || data.length <= asked) return;
    setAsked(null);
    if (data[asked].empty) noMore();
    // Only the page's arrival tells; noMore is the same notice on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, data]);

  function viewMore(): void {
    if (applicationId === null || asked !== null || !data) return;
    // The list already ended: the API has nothing after that page.
    if (data.at(-1)?.empty) return noMore();
    setAsked(data.length);
    void setSize(data.length + 1);
  }

  // Best match first; a stable sort keeps the API's order among equal matches. Sorted once per
  // change of the list, so that the memoised tiles keep their props between renders.
  const sorted = useMemo(() => (data ?? []).flatMap((page) => page.cards).sort((a, b) => b.score - a.score), [data]);
  // A list with no page yet is loading from its first render on (nothing is drawn and then taken
  // away before the first page arrives); one whose first page failed shows no spinner (the visitor
  // was told why).
  const loadingFirst = applicationId !== null && data === undefined && error === undefined;
  return { cards: sorted, loadingFirst, loadingMore: asked !== null, viewMore };
}
