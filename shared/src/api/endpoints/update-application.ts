import { request } from '../client';
import type { Application, UpdateApplicationRequest } from '../types';

export function updateApplication(payload: UpdateApplicationRequest): Promise<Application> {
  return request('PUT', '/api/applications/public', { body: payload, withAccessToken: true });
}
