/**
 * The e-mail address rule, defined once for the storefront's forms and the API (its `email`
 * format): an address a mail can be sent to on the public internet. No TypeBox here: the front
 * ends bundle it without the schema library.
 */

/** The longest address (RFC 5321's path limit less its angle brackets). */
export const emailAddressMaxLength = 254;

/** The local part: dot-separated runs of RFC 5322's atom characters (no quoted strings). */
const localPart = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
/** One label of a host name: letters, digits and inner hyphens, at most 63. */
const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** A top-level domain: letters, or an internationalised one in its ASCII (xn--) form. */
const topLevelDomain = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * Names reserved for private, local or test use (RFC 6761, 6762, 7686, 8375, 9476, ICANN's
 * `internal`, and the conventional `localdomain`): no public host has them. `example` is left out: it never resolves, so a mail to it
 * is merely not delivered, and the storefront's documents use it for sample addresses.
 */
const nonPublicSuffixes = ['localhost', 'local', 'localdomain', 'internal', 'invalid', 'test', 'onion', 'alt', 'arpa'];

/**
 * Whether `address` names a mailbox on a public host: `local@host.tld`, where the host has at
 * least two labels and a top-level domain of letters. Refused: IP literals (`a@127.0.0.1`,
 * `a@[10.0.0.1]`), bare host names (`a@intranet`), `localhost` and the other non-public names.
 * The address is taken as given (callers trim what a visitor typed).
 */
export function isPublicEmailAddress(address: string): boolean {
  if (address.length > emailAddressMaxLength) return false;
  const at = address.lastIndexOf('@');
  if (at < 1 || !localPart.test(address.slice(0, at))) return false;
  const labels = address.slice(at + 1).split('.');
  if (labels.length < 2 || !labels.every((part) => label.test(part))) return false;
  if (!topLevelDomain.test(labels[labels.length - 1])) return false;
  return !nonPublicSuffixes.includes(labels[labels.length - 1].toLowerCase());
}
