import { request } from '../client';
import type { Application, PublicId } from '../types';

export function getApplication(applicationId: PublicId): Promise<Application> {
  return request('GET', `/api/applications/public/${applicationId}`, { withAccessToken: true });
}
