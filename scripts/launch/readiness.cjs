'use strict';
// Waiting for the parts a launcher started (`npm start`, `npm run dev`) to answer, on wait-on;
// what is still not ready in time is reported with what it answers.
const waitOn = require('wait-on');

const readinessDefaults = Object.freeze({
  /** How long one probe waits for its answer: a server that accepts and then hangs cannot stall the wait. */
  probeTimeoutMs: 2_000,
  /** The pause between two probes of a part. */
  intervalMs: 200,
});

/** A 2xx answer: what a part is ready with unless its check says otherwise. */
const answeredOk = (status) => status >= 200 && status < 300;

/**
 * What `url` answers to a GET: null when `ok` accepts its status, otherwise what it answered or
 * why it did not.
 * @param {{ url: string, ok?: (status: number) => boolean }} check
 */
async function probe({ url, ok = answeredOk }, probeTimeoutMs = readinessDefaults.probeTimeoutMs) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(probeTimeoutMs) });
    await res.body?.cancel();
    return ok(res.status) ? null : `answered ${res.status}`;
  } catch (error) {
    const cause =
      error?.name === 'TimeoutError' ? `no answer within ${probeTimeoutMs / 1000} s` : (error?.cause?.code ?? error?.message);
    return `did not answer (${cause})`;
  }
}

/**
 * Waits, part by part, until each check's URL has answered as it asks (a 2xx by default) or
 * `timeoutMs` has passed. Returns the checks still not ready, each with what it answers then
 * (`found`); an empty list when all were ready.
 * @template {{ url: string, ok?: (status: number) => boolean }} Check
 * @param {Check[]} checks
 * @param {{ timeoutMs: number, probeTimeoutMs?: number, intervalMs?: number }} options
 * @returns {Promise<Array<Check & { found: string }>>}
 */
async function untilReady(checks, { timeoutMs, ...settings }) {
  const { probeTimeoutMs, intervalMs } = { ...readinessDefaults, ...settings };
  const waits = await Promise.allSettled(
    checks.map(({ url, ok = answeredOk }) =>
      waitOn({
        // A GET, as a browser asks (wait-on's http: sends HEAD).
        resources: [url.replace(/^http(s?):/, 'http$1-get:')],
        timeout: timeoutMs,
        interval: intervalMs,
        window: intervalMs,
        httpTimeout: probeTimeoutMs,
        simultaneous: 1,
        validateStatus: ok,
      }),
    ),
  );
  const waiting = checks.filter((_, i) => waits[i].status === 'rejected');
  const found = await Promise.all(waiting.map((check) => probe(check, probeTimeoutMs)));
  return waiting.map((check, i) => ({ ...check, found: found[i] ?? 'answered only after the time ran out' }));
}

module.exports = { probe, untilReady, readinessDefaults };
