import type { EmailRequest } from '@storefront/shared';
import { messages } from '../messages';
import type { SupportFormValues } from './support-form-values';

type HelpRequest = Pick<SupportFormValues, 'fullName' | 'email' | 'message'>;

/**
 * The help request call of spec section 7: the visitor's confirmation goes to the address they
 * typed. The API writes it (and the support team's ticket) from the name and message sent here,
 * as plain text; the body is only the subject again.
 */
export function helpRequestEmail(request: HelpRequest): EmailRequest {
  const { subject } = messages.helpRequestEmail;
  return {
    to: request.email.trim(),
    containImages: false,
    subject,
    body: subject,
    name: request.fullName.trim(),
    message: request.message.trim(),
  };
}
