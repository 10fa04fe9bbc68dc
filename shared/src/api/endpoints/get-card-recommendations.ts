import { resultsPageSize } from '../../constants';
import { request } from '../client';
import type { CardRecommendation, Page } from '../types';

export interface CardRecommendationsQuery {
  applicationId: number;
  page: number;
  size?: number;
  /** Feature ids in priority order. */
  preferences: number[];
}

export function getCardRecommendations(query: CardRecommendationsQuery): Promise<Page<CardRecommendation>> {
  return request('GET', `/api/recommendations/public/${query.applicationId}/filter`, {
    query: { page: query.page, size: query.size ?? resultsPageSize, preferences: query.preferences.join(',') },
  });
}
