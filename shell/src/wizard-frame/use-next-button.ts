import { useCallback, useRef, useState } from 'react';
import { nextLockMs, type NextHandler, type NextOutcome } from '@storefront/shared';

interface NextButton {
  /** True while the mounted step has told the frame what Next means. */
  ready: boolean;
  locked: boolean;
  setNextHandler(handler: NextHandler | null): void;
  press(): void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Next calls the step's handler at most once per press and then stays locked for nextLockMs,
 * and in any case until the handler has answered: a double click or an impatient second press
 * never submits twice.
 */
export function useNextButton(onOutcome: (outcome: NextOutcome) => void): NextButton {
  const handler = useRef<NextHandler | null>(null);
  const [ready, setReady] = useState(false);
  const lock = useRef(false);
  const [locked, setLocked] = useState(false);

  const setNextHandler = useCallback((next: NextHandler | null) => {
    handler.current = next;
    setReady(next !== null);
  }, []);

  const press = useCallback(() => {
    const current = handler.current;
    // The ref, not the state: a second click in the same frame must already see the lock.
    if (!current || lock.current) return;
    lock.current = true;
    setLocked(true);
    const lockTime = wait(nextLockMs);
    void (async () => {
      let outcome: NextOutcome;
      try {
        outcome = await current();
      } catch (error) {
        console.error('[storefront] the step failed to answer Next', error);
        outcome = { type: 'unexpectedError' };
      }
      onOutcome(outcome);
      await lockTime;
      lock.current = false;
      setLocked(false);
    })();
  }, [onOutcome]);

  return { ready, locked, setNextHandler, press };
}
