import type Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { isPublicEmailAddress } from '@storefront/shared/contract';

/**
 * The string formats the API's schemas are checked with: ajv-formats', with `email` meaning the
 * storefront's rule, the one its forms apply (an address on a public host; see
 * shared/src/contract/email-address.ts), so `a@127.0.0.1` or `a@localhost` is refused.
 */
export function withFormats(ajv: Ajv): Ajv {
  return addFormats(ajv).addFormat('email', isPublicEmailAddress);
}
