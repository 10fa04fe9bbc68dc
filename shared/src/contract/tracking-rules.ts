/**
 * The rules of visitor tracking that the storefront's page and the API share (./tracking.ts holds
 * the schemas). No TypeBox here: the front ends bundle it without the schema library.
 */

import { APPLICATION_REFERENCE_ALPHABET, APPLICATION_REFERENCE_LENGTH } from './application-reference';

/** The request header that carries the tracking token. */
export const trackingTokenHeader = 'X-Tracking-Token';
/** The code's digits. */
export const trackingCodeLength = 6;
/** How long a mailed code is valid. */
export const trackingCodeTtlMinutes = 10;
/** Wrong tries a code survives: the next wrong try after these ends it. */
export const trackingCodeMaxTries = 5;
/** How long a tracking token is valid after the code is exchanged for it. */
export const trackingTokenTtlMinutes = 30;
/** The page's path on the storefront (linked from the header, /congratulations and every storefront e-mail). */
export const trackApplicationPath = '/track-application';
/** The longest reference as typed (spaces around it included). */
export const trackingReferenceMaxLength = 40;

const alphabetBothCases = `${APPLICATION_REFERENCE_ALPHABET}${APPLICATION_REFERENCE_ALPHABET.toLowerCase().replace(/[^a-z]/g, '')}`;
/** The application's reference as a visitor types it: upper or lower case, spaces around it ignored. */
export const trackingReferencePattern = `^\\s*[Ss][Ff]-[${alphabetBothCases}]{${APPLICATION_REFERENCE_LENGTH}}\\s*$`;
/** The mailed code: exactly `trackingCodeLength` digits. */
export const trackingCodePattern = `^[0-9]{${trackingCodeLength}}$`;

const referenceRegExp = new RegExp(trackingReferencePattern);
const codeRegExp = new RegExp(trackingCodePattern);

/** Whether `text` is a reference as the API takes it ('sf-7kq4m2xd ' included). */
export function isTrackingReference(text: string): boolean {
  return text.length <= trackingReferenceMaxLength && referenceRegExp.test(text);
}

/** Whether `text` is a code as the API takes it. */
export function isTrackingCode(text: string): boolean {
  return codeRegExp.test(text);
}
