import { request } from '../client';
import type { Application, PublicId } from '../types';
import type { Language } from '../../contract/languages';

/** The application view; its product's name is in `language` (else the application context's). */
export function getApplication(applicationId: PublicId, language?: Language): Promise<Application> {
  return request('GET', `/api/applications/public/${applicationId}`, { withAccessToken: true, language });
}

/** For a cached application view: its product's name is in the language asked for. */
export const applicationKey = (applicationId: PublicId, language: Language) => ['application', applicationId, language] as const;
