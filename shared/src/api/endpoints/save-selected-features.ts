import { request } from '../client';
import type { SelectedFeature } from '../types';

export function saveSelectedFeatures(applicationId: number, features: SelectedFeature[]): Promise<SelectedFeature[]> {
  return request('POST', `/api/selected-features/public/${applicationId}`, { body: features });
}
