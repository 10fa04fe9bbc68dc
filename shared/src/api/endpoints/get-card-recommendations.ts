import { resultsPageSize } from '../../constants';
import { request } from '../client';
import type { CardRecommendation, Page, PublicId } from '../types';
import type { Language } from '../../contract/languages';
import { spendingQuery, type CardSort, type MonthlySpending } from '../../contract/spending';

export interface CardRecommendationsQuery {
  applicationId: PublicId;
  page: number;
  size?: number;
  /** Feature ids in priority order. */
  preferences: number[];
  /** Only Sharia-compliant cards (totals and paging count those only). */
  islamic?: boolean;
  /** Also list the cards that meet none of the picks, after the others (match.meetsNone). */
  includeUnmatched?: boolean;
  /** The language of the cards' names and features (else the application context's). */
  language?: Language;
  /** The order within each group (the cards the visitor may qualify for first); best match first when absent. */
  sort?: CardSort;
  /** The visitor's monthly spending the yearly values are for; the market's default when absent. */
  spending?: MonthlySpending;
}

/** The match rule (points per ranked pick), for explaining a card's percent. */
export { matchPoints } from '../../contract/match-points';

export function getCardRecommendations(query: CardRecommendationsQuery): Promise<Page<CardRecommendation>> {
  return request('GET', `/api/recommendations/public/${query.applicationId}/filter`, {
    query: {
      page: query.page,
      size: query.size ?? resultsPageSize,
      preferences: query.preferences.join(','),
      islamic: query.islamic ? 'true' : undefined,
      includeUnmatched: query.includeUnmatched ? 'true' : undefined,
      sort: query.sort === 'match' ? undefined : query.sort,
      spending: query.spending && spendingQuery(query.spending),
    },
    withAccessToken: true,
    language: query.language,
  });
}
