/** POST /api/selected-features/public/{applicationId}. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Obj, PublicId } from './common';
import { maxPicks } from './constants';

export const SelectedFeature = Obj({ applicationId: PublicId, featureId: Id });
export const SelectedFeatures = Type.Array(SelectedFeature, { minItems: 1, maxItems: maxPicks });

// The static types of the schemas above, by the same names.
export type SelectedFeature = Static<typeof SelectedFeature>;
export type SelectedFeatures = Static<typeof SelectedFeatures>;
