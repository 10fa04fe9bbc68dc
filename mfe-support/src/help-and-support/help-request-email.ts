import { escapeHtml, type EmailRequest } from '@storefront/shared';
import { messages } from '../messages';
import type { SupportFormValues } from './support-form-values';

type HelpRequest = Pick<SupportFormValues, 'fullName' | 'email' | 'message'>;

/**
 * The help request confirmation of spec section 7, sent to the visitor. Every value the visitor
 * typed is escaped: the body is HTML and the message is free text.
 */
export function helpRequestEmail(request: HelpRequest): EmailRequest {
  const fullName = request.fullName.trim();
  const email = request.email.trim();
  return {
    to: email,
    containImages: false,
    subject: messages.helpRequestEmail.subject,
    body: helpRequestEmailBody({ fullName, email, message: request.message.trim() }),
  };
}

function helpRequestEmailBody({ fullName, email, message }: HelpRequest): string {
  const text = messages.helpRequestEmail;
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
    // pre-wrap keeps the visitor's line breaks without turning them into markup.
    `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
  return [
    '<!DOCTYPE html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(text.subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">',
    `<p>${escapeHtml(text.greeting(fullName))}</p>`,
    `<p>${escapeHtml(text.received)}</p>`,
    `<p>${escapeHtml(text.summary)}</p>`,
    '<table role="presentation" cellspacing="0" cellpadding="0">',
    row(text.nameLabel, fullName),
    row(text.emailLabel, email),
    row(text.messageLabel, message),
    '</table>',
    `<p>${escapeHtml(text.signOff)}<br>${escapeHtml(text.team)}</p>`,
    '</body></html>',
  ].join('\n');
}
