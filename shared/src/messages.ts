/**
 * The shared package's texts (spec section 8's client errors, the wizard's step names): its own
 * 'shared' catalog in messages/{en,ar,ur}.json, English bundled, Arabic and Urdu fetched on demand.
 * Apps keep their own catalogs.
 */
import type { CountryCode } from './api/types';
import { registerCatalog, translate } from './i18n/catalogs';
import en from './messages/en.json';

registerCatalog('shared', en, { ar: () => import('./messages/ar.json'), ur: () => import('./messages/ur.json') });

export type SharedMessageKey = keyof typeof en;

/** A shared text in the active language. */
export function sharedText(key: SharedMessageKey, values?: Record<string, unknown>): string {
  return translate('shared', key, values);
}

/** A market's name as the header's country choice shows it ('UAE'; countries.ts `shortCode` in English). */
export function countryName(code: CountryCode): string {
  return sharedText(`countries.${code}`);
}

/** Texts the shared client produces, read in the active language when they are shown. */
export const sharedMessages = {
  serverError: (status: number) => sharedText('errors.serverError', { status }),
  get noResponse() {
    return sharedText('errors.noResponse');
  },
  get requestSetupError() {
    return sharedText('errors.requestSetupError');
  },
};
