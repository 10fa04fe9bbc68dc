/** GET /api/banners/public. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Obj } from './common';

export const Banner = Obj({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  /** File name for GET /api/images/public/banner/{imageUrl}. */
  imageUrl: Type.String(),
  routingUrl: Type.String(),
});

// The static types of the schemas above, by the same names.
export type Banner = Static<typeof Banner>;
