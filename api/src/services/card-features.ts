import type { CountryCatalog } from '../catalog/service.js';
import { unprocessable } from '../domain/problem.js';

/** Every id must be an active Card feature (or sub-feature) of the application's country. */
export function requireCardFeatures(catalog: CountryCatalog, featureIds: number[], field: string) {
  featureIds.forEach((id, i) => {
    if (!catalog.cardFeatureIds.has(id) || !catalog.featureActive.get(id)) {
      throw unprocessable('feature.unknown', 'Unknown feature', `${field}/${i}/featureId ${id} is not an active card feature in this country.`);
    }
  });
}
