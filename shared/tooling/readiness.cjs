// Waiting for the apps a launcher started (`npm start`, `npm run dev`) to answer: each is probed
// until it is ready or the time runs out, and what is still not ready is reported with what its
// last probe found.
'use strict';

const readinessDefaults = Object.freeze({
  /** How long one probe waits for its answer: a server that accepts and then hangs cannot stall the wait. */
  probeTimeoutMs: 2_000,
  /** The pause between two rounds of probes. */
  pauseMs: 200,
});

/**
 * What a probe of `url` found: null when `ok` accepts its answer (a 2xx by default), otherwise
 * what it answered or why it did not.
 * @param {{ url: string, ok?: (res: Response) => boolean }} check
 */
async function probe({ url, ok = (res) => res.ok }, probeTimeoutMs = readinessDefaults.probeTimeoutMs) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(probeTimeoutMs) });
    await res.body?.cancel();
    return ok(res) ? null : `answered ${res.status}`;
  } catch (error) {
    const cause =
      error?.name === 'TimeoutError' ? `no answer within ${probeTimeoutMs / 1000} s` : (error?.cause?.code ?? error?.message);
    return `did not answer (${cause})`;
  }
}

/**
 * Probes every check, again and again, until each has been ready once, `timeoutMs` has passed or
 * `stopped()` says the launcher is stopping. Returns the checks still not ready, each with what its
 * last probe found (`found`); an empty list when all were ready.
 * @template {{ url: string, ok?: (res: Response) => boolean }} Check
 * @param {Check[]} checks
 * @param {{ timeoutMs: number, stopped?: () => boolean, probeTimeoutMs?: number, pauseMs?: number }} options
 * @returns {Promise<Array<Check & { found: string }>>}
 */
async function untilReady(checks, { timeoutMs, stopped = () => false, ...settings }) {
  const { probeTimeoutMs, pauseMs } = { ...readinessDefaults, ...settings };
  const until = Date.now() + timeoutMs;
  let waiting = checks.map((check) => ({ ...check, found: 'not probed yet' }));
  while (waiting.length && !stopped()) {
    const found = await Promise.all(waiting.map((check) => probe(check, probeTimeoutMs)));
    waiting = waiting.flatMap((check, i) => (found[i] === null ? [] : [{ ...check, found: found[i] }]));
    if (!waiting.length || Date.now() >= until) break;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return waiting;
}

module.exports = { probe, untilReady, readinessDefaults };
