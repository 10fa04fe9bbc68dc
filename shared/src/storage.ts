/** Every browser-storage key the storefront writes (spec section 7, "Browser storage"). */
export const storageKeys = {
  selectedCountry: 'selectedCountry',
  /** The language the visitor chose in the header, kept only after consent (docs/spec-deviations.md). */
  selectedLanguage: 'selectedLanguage',
  cookieConsent: 'cookieConsent',
  cookieSettings: 'cookieSettings',
  termsOfService: 'termsOfServiceAccepted',
} as const;

/**
 * What the storefront keeps in session storage, after consent: the visitor's journey (the wizard's
 * position, choices and ids, and the access token), through the step-state helper
 * (wizard/step-state.ts). Session storage belongs to the tab and ends with it; nothing of a journey
 * goes to local storage. Every key starts with the journey prefix: a clean journey removes them all.
 */
export const journeyKeyPrefix = 'journey.';

export const sessionKeys = {
  /** The visitor's access token (api/access-token.ts). */
  accessToken: 'journey.accessToken',
  /** Application, customer and location ids, the e-mail address, the product and the journey's country. */
  application: 'journey.application',
  /** The furthest step the visitor has reached with Next, the last one shown, and whether the application was submitted. */
  wizard: 'journey.wizard',
  /** Step 0's entries. */
  personalForm: 'journey.personalForm',
  /** Step 2's answers and their screening ids. */
  answers: 'journey.answers',
  /** Steps 3 and 4: the picked features, their ranking and the cards loaded. */
  recommendations: 'journey.recommendations',
  /** The funnel steps this journey has been counted at already (each once; sent with Performance consent only). */
  funnelSteps: 'journey.funnelSteps',
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

export function readSessionStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionStorage(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // See writeStorage.
  }
}

export function removeSessionStorage(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

/** The keys session storage holds now (none when it cannot be read). */
export function sessionStorageKeys(): string[] {
  try {
    return Object.keys(window.sessionStorage);
  } catch {
    return [];
  }
}

export function hasCookieConsent(): boolean {
  return readStorage(storageKeys.cookieConsent) === cookieConsentGiven;
}
