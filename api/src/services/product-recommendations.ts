import type { ProductRecommendations } from '@storefront/shared/contract';
import type { Db } from '../db/client.js';
import { addProductRecommendations } from '../db/repositories/selections.js';
import type { CatalogService } from '../catalog/service.js';
import { notFound, pathMismatch, unprocessable } from '../domain/problem.js';
import { requireApplication } from './applications.js';

export interface ProductRecommendationDeps {
  db: Db;
  catalog: CatalogService;
}

/**
 * Saves the products recommended to an application (all or none): each a product of the
 * application's type offered in its country. Answers the products of this request in its order
 * (the offers' order), then any saved before.
 */
export async function saveProductRecommendations(
  { db, catalog }: ProductRecommendationDeps, applicationId: string, recommendations: ProductRecommendations, tokenHash: Buffer | null,
): Promise<ProductRecommendations> {
  recommendations.forEach((r, i) => {
    if (r.applicationId !== applicationId) throw pathMismatch(`body/${i}/applicationId`, r.applicationId, applicationId);
  });
  const row = await requireApplication(db, applicationId, tokenHash);
  const { products } = await catalog.get();
  for (const [i, r] of recommendations.entries()) {
    const product = products.get(r.productId);
    if (!product) throw notFound('Product', r.productId);
    if (product.country !== row.application.country || product.productType !== row.application.applicationType) {
      throw unprocessable('product.not-available', 'Product not available', `body/${i}/productId ${r.productId} is not a ${row.application.applicationType} offered in this country.`);
    }
  }
  const productIds = [...new Set(recommendations.map((r) => r.productId))];
  const saved = await db.transaction((tx) => addProductRecommendations(tx, row.application.id, productIds));
  const position = new Map(productIds.map((id, i) => [id, i]));
  const at = (id: number) => position.get(id) ?? productIds.length;
  return [...saved].sort((a, b) => at(a.productId) - at(b.productId)).map(({ productId }) => ({ applicationId, productId }));
}
