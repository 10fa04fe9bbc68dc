/**
 * Runs `run` when the main thread is idle (at most `timeoutMs` later), for work nobody waits for
 * yet. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
