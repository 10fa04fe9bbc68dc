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
  type CardSort,
  type Language,
  type MonthlySpending,
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

type PageKey = readonly ['card-pages', PublicId, readonly number[], Language, boolean, number, CardSort, MonthlySpending | null];

/** The order and the spending the visitor chose on the results: best match first for typical spending when none. */
export interface CardListChoice {
  sort: CardSort;
  spending: MonthlySpending | null;
}

const defaultChoice: CardListChoice = { sort: 'match', spending: null };

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

/** Asks the API for one page; the cards of the default list (every card, best match first, typical spending) are kept in the store as they arrive. */
async function fetchPage([, applicationId, ranking, language, islamic, page, sort, spending]: PageKey): Promise<CardPage> {
  const defaultList = !islamic && sort === 'match' && spending === null;
  if (defaultList) {
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
    sort,
    spending: spending ?? undefined,
  });
  const cards = answer.content ?? [];
  const empty = answer.empty === true || cards.length === 0;
  if (defaultList && !empty) {
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
 * is asked for here with the stored preferences). Islamic only, in another order or for the
 * visitor's own spending: the API's list for those, kept in SWR's cache alone. The cards are kept with the language the API wrote them in:
 * after a switch of language they are asked for again in the new one. 'View More Cards' asks for
 * the page after the last one and appends it.
 */
export function useCardPages(applicationId: PublicId | null, islamic = false, { sort, spending }: CardListChoice = defaultChoice) {
  const { notify } = useNotice();
  const t = useT();
  const { language } = useApplication();
  const stored = useRecommendationsState(applicationId);
  const { ranking } = stored;
  const storedCurrent = !islamic && sort === 'match' && spending === null && stored.lastPage !== null && (stored.cardsLanguage == null || stored.cardsLanguage === language);
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
      applicationId === null || previous?.empty
        ? null
        : ['card-pages', applicationId, ranking, language, islamic, firstResultsPage + index, sort, spending],
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

  // In the API's order: the cards the visitor may qualify for first, then those they may not, each
  // group best match first (or in the order chosen). Joined once per change of the list, so that
  // the memoised tiles keep their props between renders.
  const sorted = useMemo(() => (data ?? []).flatMap((page) => page.cards), [data]);
  // A list with no page yet is loading from its first render on (nothing is drawn and then taken
  // away before the first page arrives); one whose first page failed shows no spinner (the visitor
  // was told why).
  const loadingFirst = applicationId !== null && data === undefined && error === undefined;
  return { cards: sorted, loadingFirst, loadingMore: asked !== null, viewMore };
}
