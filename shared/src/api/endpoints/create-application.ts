import { request } from '../client';
import type { Application, CreateApplicationRequest } from '../types';

export function createApplication(payload: CreateApplicationRequest): Promise<Application> {
  return request('POST', '/api/applications/public', { body: payload, withAccessToken: true });
}
