import { request } from '../client';
import type { EmailAccepted, EmailRequest } from '../types';

export function sendEmail(payload: EmailRequest): Promise<EmailAccepted> {
  return request('POST', '/api/email/public', { body: payload });
}
