import { useState } from 'react';
import {
  apiErrorText,
  firstResultsPage,
  getCardRecommendations,
  spendingQuery,
  useApplication,
  useNotice,
  type CardRecommendation,
  type MonthlySpending,
  type PublicId,
} from '@storefront/shared';

/** Enough for every card of a country's catalog in one page. */
const wholeCatalog = 100;

/**
 * The cards that meet none of the visitor's picks, asked for when the visitor wants them: the
 * API lists them after every matching card (match.meetsNone), so one page of the whole catalog
 * holds them all.
 */
export function useUnmatchedCards(applicationId: PublicId | null, ranking: readonly number[], islamic: boolean, spending: MonthlySpending | null = null) {
  const { notify } = useNotice();
  const { language } = useApplication();
  // Cards of another language (the visitor switched since) are not shown.
  const key = `${applicationId}:${ranking.join(',')}:${islamic}:${language}:${spending ? spendingQuery(spending) : ''}`;
  const [loaded, setLoaded] = useState<{ key: string; cards: readonly CardRecommendation[] } | null>(null);
  const [loading, setLoading] = useState(false);

  async function load(): Promise<void> {
    if (applicationId === null || loading) return;
    // Kept under the language the request was sent in, whatever the visitor switches to meanwhile.
    const askedKey = key;
    setLoading(true);
    try {
      const page = await getCardRecommendations({
        applicationId,
        page: firstResultsPage,
        size: wholeCatalog,
        preferences: [...ranking],
        islamic: islamic || undefined,
        includeUnmatched: true,
        language,
        spending: spending ?? undefined,
      });
      setLoaded({ key: askedKey, cards: (page.content ?? []).filter((card) => card.match.meetsNone) });
    } catch (error) {
      notify({ kind: 'error', title: apiErrorText(error), message: '' });
    } finally {
      setLoading(false);
    }
  }

  const cards = loaded?.key === key ? loaded.cards : null;
  return { cards, loading, load };
}
