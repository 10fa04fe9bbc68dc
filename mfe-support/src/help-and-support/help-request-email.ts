import { mailSubjects, type EmailRequest } from '@storefront/shared';
import type { SupportFormValues } from './support-form-values';

type HelpRequest = Pick<SupportFormValues, 'fullName' | 'email' | 'message'> & Partial<Pick<SupportFormValues, 'kind'>>;

/**
 * The help request call of spec section 7: the visitor's confirmation goes to the address they
 * typed. The API writes it (and the support team's ticket) from the name and message sent here,
 * as plain text, in the visitor's language (the request's Accept-Language); the body is only the
 * subject again. The subject names which mail is meant, so it is the contract's, in every language.
 * A complaint says so (`kind`): the API records it as a complaint and answers with its reference.
 */
export function helpRequestEmail(request: HelpRequest): EmailRequest {
  const subject = mailSubjects.helpRequest;
  return {
    to: request.email.trim(),
    containImages: false,
    subject,
    body: subject,
    name: request.fullName.trim(),
    message: request.message.trim(),
    ...(request.kind === 'complaint' ? { kind: 'complaint' as const } : {}),
  };
}
