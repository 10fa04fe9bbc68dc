import { escapeHtml } from './sanitize-html.js';

/** The storefront's only messages (spec section 7); any other subject is refused. */
export const mailSubjects = {
  cardConfirmation: 'Your Credit Card Application Received',
  loanConfirmation: 'Your Loan Application Received',
  helpRequest: 'Help & Support Request Received',
} as const;
export const knownSubjects = Object.values(mailSubjects);
export type KnownSubject = (typeof mailSubjects)[keyof typeof mailSubjects];

/**
 * Stable Message-IDs: the same application's confirmation (or the same ticket's mail) always has
 * the same id, so a retried delivery is recognisable as the same message and a repeated request
 * finds the mail already queued.
 */
export function messageIdFor(kind: 'application' | 'support' | 'support-copy', id: number, domain: string): string {
  return `<${kind}-${id}@${domain}>`;
}

/** The domain part of MAIL_FROM ('Storefront <no-reply@storefront.example>' -> storefront.example). */
export function mailDomain(from: string): string {
  return /@([a-zA-Z0-9.-]+)/.exec(from)?.[1] ?? 'storefront.example';
}

/** The copy of a help request sent to SUPPORT_INBOX; the visitor's text is escaped, never trusted HTML. */
export function supportCopy(ticketId: number, visitorEmail: string, requestText: string) {
  const subject = `Support ticket #${ticketId}: ${mailSubjects.helpRequest}`;
  const text = `Support ticket #${ticketId}\nFrom: ${visitorEmail}\n\n${requestText}\n`;
  const html =
    `<h2>Support ticket #${ticketId}</h2><p>From: ${escapeHtml(visitorEmail)}</p>` +
    `<pre style="font-family: sans-serif">${escapeHtml(requestText)}</pre>`;
  return { subject, text, html };
}

/** CR or LF in a header value would start a new header: refused wherever a header is built. */
export function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}

/**
 * An RFC 2047 encoded-word (`=?utf-8?B?...?=`) has no place in an address, yet some mail clients
 * decode it for display, so an address carrying one could show as someone else's: refused.
 */
export function hasEncodedWord(value: string): boolean {
  return /=\?[^?\s]*\?[bq]\?/i.test(value);
}
