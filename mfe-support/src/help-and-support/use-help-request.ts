import { useCallback, useRef, useState } from 'react';
import { apiErrorText, sendEmail } from '@storefront/shared';
import { helpRequestEmail } from './help-request-email';
import type { SupportFormValues } from './support-form-values';

/** Sent (a complaint with the reference the API gave it), or why not (null: a second press while sending). */
export type HelpRequestResult =
  | { sent: true; reference: string | null }
  | { sent: false; reason: string }
  | { sent: false; reason: null };

/**
 * Sends the help request e-mail. A failure is logged and answered with the spec's words for it
 * ('Server error: {status}', 'No response from server'), for the form to say that sending failed;
 * what the visitor typed stays in the form. One request at a time, so a double press sends one
 * mail (the second answers with no reason).
 */
export function useHelpRequest() {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const send = useCallback(async (values: SupportFormValues): Promise<HelpRequestResult> => {
    if (inFlight.current) return { sent: false, reason: null };
    inFlight.current = true;
    setSending(true);
    try {
      const accepted = await sendEmail(helpRequestEmail(values));
      return { sent: true, reference: accepted.reference ?? null };
    } catch (error) {
      console.error('The help request e-mail could not be sent', error);
      return { sent: false, reason: apiErrorText(error) };
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { sending, send };
}
