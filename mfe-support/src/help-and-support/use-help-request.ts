import { useCallback, useRef, useState } from 'react';
import { sendEmail } from '@storefront/shared';
import { helpRequestEmail } from './help-request-email';
import type { SupportFormValues } from './support-form-values';

/**
 * Sends the help request e-mail. A failure is only logged (spec section 8): the visitor sees no
 * message and keeps what they typed. One request at a time, so a double press sends one mail.
 */
export function useHelpRequest() {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const send = useCallback(async (values: SupportFormValues): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    try {
      await sendEmail(helpRequestEmail(values));
      return true;
    } catch (error) {
      console.error('The help request e-mail could not be sent', error);
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { sending, send };
}
