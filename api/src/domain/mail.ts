import crypto from 'node:crypto';
import { mailSubjects, type MailSubject } from '@storefront/shared/contract';

/** Which of the storefront's mails a request asks for: the subject chooses, nothing else of the client's is used. */
export type RequestedMail = { kind: 'confirmation'; type: 'Card' | 'Loan' } | { kind: 'help' };

export function requestedMail(subject: MailSubject): RequestedMail {
  if (subject === mailSubjects.helpRequest) return { kind: 'help' };
  return { kind: 'confirmation', type: subject === mailSubjects.cardConfirmation ? 'Card' : 'Loan' };
}

/**
 * Stable Message-IDs: the same application's confirmation (or the same ticket's mail) always has
 * the same id, so a retried delivery is recognisable as the same message and a repeated request
 * finds the mail already queued. An application is named by its public id, never its row number.
 */
export function messageIdFor(kind: MessageIdKind, id: number | string, domain: string): string {
  const { before, after } = messageIdAround(kind, domain);
  return `${before}${id}${after}`;
}

/** An application's confirmation, a ticket's two mails and support's replies, a tracking code, and an application's news (once each). */
type MessageIdKind = 'application' | 'support' | 'support-copy' | 'support-reply' | 'tracking-code' | 'approved' | 'declined' | 'bonus-paid';

/** What a Message-ID of this kind holds before and after its id: for a query that looks for it by a stored id. */
export function messageIdAround(kind: MessageIdKind, domain: string): { before: string; after: string } {
  return { before: `<${kind}-`, after: `@${domain}>` };
}

/** The domain part of MAIL_FROM ('Storefront <no-reply@storefront.example>' -> storefront.example). */
export function mailDomain(from: string): string {
  return /@([a-zA-Z0-9.-]+)/.exec(from)?.[1] ?? 'storefront.example';
}

const dotlessDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for the per-recipient limits: lower case, without a `+tag`
 * (a+1@x and a+2@x are one inbox), and for Gmail without dots in the local part (Gmail ignores
 * them, and googlemail.com is the same service). Two spellings of one inbox count together.
 */
export function recipientKey(address: string): string {
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at).toLowerCase();
  let domain = address.slice(at + 1).toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (dotlessDomains.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * The `id` a confirmation request is answered with: derived from the request alone (subject and
 * recipient), so that the answer is the same whether or not an application exists for the address,
 * and a repeated request (a double click) gets the same id.
 */
export function confirmationReceipt(subject: MailSubject, key: string): string {
  const bytes = crypto.createHash('sha256').update(`confirmation-receipt\n${subject}\n${key}`).digest().subarray(0, 16);
  // Shaped as a UUID (version 8, "custom"), like the outbox ids help requests are answered with.
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

/** C0 controls but tab, LF and CR, and DEL: never text, and PostgreSQL cannot store NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** A UTF-16 surrogate without its other half: not a character, and not encodable as UTF-8. */
const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text that can be stored and sent: no control characters, lone surrogates become U+FFFD, line ends LF. */
export function storableText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(controlCharacters, '').replace(loneSurrogates, '\ufffd');
}
