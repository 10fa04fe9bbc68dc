import { useEffect, useMemo, useRef, useState } from 'react';
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
import { updateRecommendations, useRecommendationsState } from '../state/recommendations-store';

const notLoaded = { cards: [] as readonly CardRecommendation[], lastPage: null } as const;

interface LocalPages {
  key: string;
  cards: readonly CardRecommendation[];
  lastPage: number | null;
}

/**
 * The cards of step 4, paged. Every card: those of the store, where step 3 normally loads page 0
 * (when nothing was loaded, after a reload or a new selection, page 0 is asked for here with the
 * stored preferences). Islamic only: the API's Sharia-compliant ranking, kept in this hook.
 * 'View More Cards' asks for the page after the last one and appends it.
 */
export function useCardPages(applicationId: PublicId | null, islamic = false) {
  const { notify } = useNotice();
  const t = useT();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const { language } = useApplication();
  const stored = useRecommendationsState(applicationId);
  const { ranking } = stored;
  const pagesKey = (lang: Language) => `${applicationId}:${ranking.join(',')}:${lang}`;
  const localKey = pagesKey(language);
  // The cards are kept with the language the API wrote them in (their names and features): cards of
  // another language (the visitor switched since) are not shown, and are asked for in this one.
  const storedCurrent = stored.cardsLanguage == null || stored.cardsLanguage === language ? stored : notLoaded;
  const [local, setLocal] = useState<LocalPages>({ key: localKey, cards: [], lastPage: null });
  const current = islamic ? (local.key === localKey ? local : { key: localKey, cards: [], lastPage: null }) : storedCurrent;
  const { cards, lastPage } = current;
  const [loadingFirst, setLoadingFirst] = useState(false);
  // The list whose first page failed: it shows no spinner (the visitor was told why).
  const listKey = `${islamic}:${localKey}`;
  const [failedList, setFailedList] = useState<string | null>(null);
  const listKeyRef = useRef(listKey);
  listKeyRef.current = listKey;
  const [loadingMore, setLoadingMore] = useState(false);
  const preferences = useRef(ranking);
  preferences.current = ranking;

  /** Keeps a page the API wrote in `asked`, the language the request was sent in. */
  const store = (append: boolean, page: number, content: readonly CardRecommendation[], asked: Language) => {
    if (applicationId === null) return;
    if (islamic) {
      const key = pagesKey(asked);
      setLocal((was) => ({
        key,
        cards: append && was.key === key ? [...was.cards, ...content] : content,
        lastPage: page,
      }));
    } else {
      updateRecommendations(applicationId, (now) => ({
        cards: append && (now.cardsLanguage ?? asked) === asked ? [...now.cards, ...content] : content,
        lastPage: page,
        cardsLanguage: asked,
      }));
    }
  };
  const storeRef = useRef(store);
  storeRef.current = store;

  useEffect(() => {
    if (applicationId === null || lastPage !== null) return;
    let cancelled = false;
    setLoadingFirst(true);
    getCardRecommendations({
      applicationId,
      page: firstResultsPage,
      size: resultsPageSize,
      preferences: [...preferences.current],
      islamic: islamic || undefined,
      language,
    })
      // Storing the page re-runs this effect (lastPage changes), so loading ends before that.
      .then((page) => {
        if (cancelled) return;
        setLoadingFirst(false);
        storeRef.current(false, firstResultsPage, page.content ?? [], language);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setLoadingFirst(false);
        setFailedList(listKeyRef.current);
        notifyRef.current({ kind: 'error', title: apiErrorText(error), message: '' });
      });
    return () => {
      cancelled = true;
    };
    // A switch of language while the first page loads asks for it in the new language instead.
  }, [applicationId, lastPage, islamic, language]);

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
        islamic: islamic || undefined,
        language,
      });
      if (page.empty || !page.content?.length) {
        notify({ kind: 'info', title: t('cards.noMoreTitle'), message: t('cards.noMoreMessage') });
        return;
      }
      store(true, next, page.content, language);
    } catch (error) {
      notify({ kind: 'error', title: apiErrorText(error), message: '' });
    } finally {
      setLoadingMore(false);
    }
  }

  // Best match first; a stable sort keeps the API's order among equal matches. Sorted once per
  // change of the list, so that the memoised tiles keep their props between renders.
  const sorted = useMemo(() => [...cards].sort((a, b) => b.score - a.score), [cards]);
  // A list with no page yet is loading from its first render on, so that nothing is drawn and
  // then taken away before the first page arrives.
  const awaitingFirst = applicationId !== null && lastPage === null && failedList !== listKey;
  return { cards: sorted, loadingFirst: loadingFirst || awaitingFirst, loadingMore, viewMore };
}
