/** Every browser-storage key the storefront writes (spec section 7, "Browser storage"). */
export const storageKeys = {
  selectedCountry: 'selectedCountry',
  cookieConsent: 'cookieConsent',
  cookieSettings: 'cookieSettings',
  termsOfService: 'termsOfServiceAccepted',
} as const;

export const cookieConsentGiven = 'given';

/** Storage can throw (private mode, quota, disabled): the storefront keeps working without it. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep the value in; the session still works.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

export function hasCookieConsent(): boolean {
  return readStorage(storageKeys.cookieConsent) === cookieConsentGiven;
}
