import { request } from '../client';
import type { ProductRecommendation } from '../types';

export function saveProductRecommendations(
  applicationId: number,
  recommendations: ProductRecommendation[],
): Promise<ProductRecommendation[]> {
  return request('POST', `/api/product-recommendations/public/${applicationId}`, { body: recommendations });
}
