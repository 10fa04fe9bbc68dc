/** POST /api/product-recommendations/public/{applicationId}. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Obj, PublicId } from './common';

export const ProductRecommendation = Obj({ applicationId: PublicId, productId: Id });
export const ProductRecommendations = Type.Array(ProductRecommendation, { minItems: 1, maxItems: 50 });

// The static types of the schemas above, by the same names.
export type ProductRecommendation = Static<typeof ProductRecommendation>;
export type ProductRecommendations = Static<typeof ProductRecommendations>;
