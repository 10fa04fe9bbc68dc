/**
 * GET /api/images/public/{imageUrl}, GET /api/images/public/banner/{imageUrl} and
 * GET /api/products/public/image/{productId}.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Obj } from './common';

export const ImageParams = Obj({ imageUrl: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,80}\\.(svg|png)$', maxLength: 90 }) });
export const ProductIdParams = Obj({ productId: Id });

// The static types of the schemas above, by the same names.
export type ImageParams = Static<typeof ImageParams>;
export type ProductIdParams = Static<typeof ProductIdParams>;
