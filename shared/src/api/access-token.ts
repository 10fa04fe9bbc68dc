import { hasCookieConsent, sessionKeys } from '../storage';
import { defineStepState } from '../wizard/step-state';

/**
 * The visitor's access token: creating the customer answers it, and every call about that
 * customer or its applications must send it (X-Access-Token), or the API answers as if the record
 * did not exist. It belongs to the journey: in memory, and with the journey's other parts in
 * session storage once cookies are accepted (wizard/step-state.ts), so that it survives a refresh,
 * a restored tab and a copy of this module loaded apart from the shell's (a remote released with
 * another version of shared), and never outlives the tab. A new customer replaces it; a clean
 * journey forgets it.
 */
let current: string | null = null;

const stored = defineStepState<string | null>(sessionKeys.accessToken, {
  empty: null,
  accept: (value): value is string => typeof value === 'string',
});

export const accessTokenHeader = 'X-Access-Token';

export function rememberAccessToken(token: string): void {
  current = token;
  if (hasCookieConsent()) stored.write(token);
}

export function forgetAccessToken(): void {
  current = null;
  if (stored.read() !== null) stored.write(null);
}

export function currentAccessToken(): string | null {
  return current ?? stored.read();
}
