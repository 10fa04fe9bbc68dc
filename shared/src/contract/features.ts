/** GET /api/productFeatures/public: features with their sub-features. */
import { Type, type Static } from '@sinclair/typebox';
import { ActiveFlag, Id, Obj, ProductType } from './common';

const subFeatureProperties = {
  featureId: Id,
  featureName: Type.String(),
  /** File name for GET /api/images/public/{imageUrl}. */
  imageUrl: Type.String(),
  active: ActiveFlag,
  selected: Type.Boolean(),
};
export const SubFeature = Obj(subFeatureProperties);
export const Feature = Obj({
  ...subFeatureProperties,
  productType: ProductType,
  subFeatures: Type.Array(SubFeature),
  /**
   * Present (true) on the catalog's Sharia-compliant feature only: a visitor who ranks it asks for
   * Sharia-compliant products, so step 4 opens with the Islamic filter on.
   */
  islamic: Type.Optional(Type.Literal(true)),
});

// The static types of the schemas above, by the same names.
export type SubFeature = Static<typeof SubFeature>;
export type Feature = Static<typeof Feature>;
