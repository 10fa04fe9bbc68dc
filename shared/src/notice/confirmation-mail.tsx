import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** The confirmation call of the application just submitted (sendConfirmationEmail with its details). */
export type ConfirmationCall = () => Promise<unknown>;

/**
 * What the visitor is told about the confirmation e-mail:
 * - `quiet`: nothing (none asked for yet, or the call succeeded at once, as the spec's journey goes);
 * - `failed`: the last call failed (`error` says how) and can be tried again;
 * - `retrying`: the visitor's try again is under way (`error`: the failure still shown);
 * - `resent`: the visitor's try again succeeded.
 */
export type ConfirmationMailState =
  | { status: 'quiet' }
  | { status: 'failed'; error: unknown }
  | { status: 'retrying'; error: unknown }
  | { status: 'resent' };

export interface ConfirmationMailApi {
  state: ConfirmationMailState;
  /** Makes the call; a failure is logged and kept, with the call, for `retry`. Never rejects. */
  send(call: ConfirmationCall): Promise<void>;
  /** The failed call once more (ignored while one is under way, or when none failed). */
  retry(): Promise<void>;
  /** The visitor has read that the retry succeeded: nothing more to tell. */
  dismiss(): void;
}

const quiet: ConfirmationMailState = { status: 'quiet' };

async function loggedCall(call: ConfirmationCall): Promise<{ error: unknown } | null> {
  try {
    await call();
    return null;
  } catch (error) {
    console.error('Sending the confirmation e-mail failed', error);
    return { error };
  }
}

/** Without the shell's provider (a remote on its own): the call is made and a failure only logged. */
export const ConfirmationMailContext = createContext<ConfirmationMailApi>({
  state: quiet,
  send: async (call) => {
    await loggedCall(call);
  },
  retry: async () => undefined,
  dismiss: () => undefined,
});

/**
 * The confirmation e-mail's state, above the routes: the call starts on step 4 and ends after the
 * visitor has landed on /congratulations, so the remote that makes it is gone by then; the shell
 * shows what this holds on whatever page the visitor is.
 */
export function ConfirmationMailProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ConfirmationMailState>(quiet);
  const failedCall = useRef<ConfirmationCall | null>(null);
  const retrying = useRef(false);

  const attempt = useCallback(async (call: ConfirmationCall, succeeded: ConfirmationMailState) => {
    const failure = await loggedCall(call);
    failedCall.current = failure ? call : null;
    setState(failure ? { status: 'failed', error: failure.error } : succeeded);
  }, []);

  const send = useCallback((call: ConfirmationCall) => attempt(call, quiet), [attempt]);

  const retry = useCallback(async () => {
    const call = failedCall.current;
    if (!call || retrying.current) return;
    retrying.current = true;
    setState((current) => (current.status === 'failed' ? { status: 'retrying', error: current.error } : current));
    try {
      await attempt(call, { status: 'resent' });
    } finally {
      retrying.current = false;
    }
  }, [attempt]);

  const dismiss = useCallback(() => setState((current) => (current.status === 'resent' ? quiet : current)), []);

  const value = useMemo<ConfirmationMailApi>(() => ({ state, send, retry, dismiss }), [state, send, retry, dismiss]);
  return <ConfirmationMailContext.Provider value={value}>{children}</ConfirmationMailContext.Provider>;
}

export function useConfirmationMail(): ConfirmationMailApi {
  return useContext(ConfirmationMailContext);
}
