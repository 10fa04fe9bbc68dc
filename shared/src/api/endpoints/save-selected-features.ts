import { request } from '../client';
import type { PublicId, SelectedFeature } from '../types';

export function saveSelectedFeatures(applicationId: PublicId, features: SelectedFeature[]): Promise<SelectedFeature[]> {
  return request('POST', `/api/selected-features/public/${applicationId}`, { body: features, withAccessToken: true });
}
