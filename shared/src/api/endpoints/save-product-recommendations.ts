import { request } from '../client';
import type { ProductRecommendation, PublicId } from '../types';

export function saveProductRecommendations(
  applicationId: PublicId,
  recommendations: ProductRecommendation[],
): Promise<ProductRecommendation[]> {
  return request('POST', `/api/product-recommendations/public/${applicationId}`, { body: recommendations, withAccessToken: true });
}
