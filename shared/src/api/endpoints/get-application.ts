import { request } from '../client';
import type { Application } from '../types';

export function getApplication(applicationId: number): Promise<Application> {
  return request('GET', `/api/applications/public/${applicationId}`);
}
