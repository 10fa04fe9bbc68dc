import { useCallback, useEffect, useState } from 'react';

/** How long after a code is sent a new one can be asked for: time for the mail to arrive. */
export const resendWaitSeconds = 30;

/** The seconds left before a new code can be asked for; `restart` starts the wait again. */
export function useResendWait() {
  const [until, setUntil] = useState(() => Date.now() + resendWaitSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [now, until]);
  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + resendWaitSeconds * 1000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), restart };
}
