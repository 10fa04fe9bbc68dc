import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * The first port the kernel may take for an outgoing connection or a listen on port 0 (Linux's
 * ip_local_port_range). A port from that range that a test reserved and let go may be taken by
 * the browser's or the API's next connection before the test's server listens on it.
 */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 2048 ? low : 32768;
  } catch {
    return 32768;
  }
}

/** Ports handed out start here, below every range the kernel hands out by itself. */
const bandLow = 10000;
/**
 * The ports of the band that the Fetch standard blocks (https://fetch.spec.whatwg.org/#bad-port):
 * Chromium will not load a page from them, and Node's fetch refuses them, so a server on one would
 * look down to the browser and to the tests' readiness polls.
 */
const blockedByFetch = new Set([10080]);
/** Each jest worker of a run has a slice of its own, so two workers never pick the same port. */
const sliceSize = 1000;
const workerIndex = Math.max(0, Number(process.env.JEST_WORKER_ID ?? 1) - 1);
const sliceLow = bandLow + ((workerIndex * sliceSize) % Math.max(sliceSize, ephemeralLow() - bandLow - sliceSize));
let next = sliceLow + Math.floor(Math.random() * sliceSize);

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A free port on loopback, so a test never collides with a running `npm start` or another test:
 * outside the kernel's ephemeral range and in this worker's own slice, never the same one twice
 * in a process until the slice wraps, and never one that browsers and fetch refuse.
 */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < sliceSize; tries++) {
    const port = next;
    next = next + 1 < sliceLow + sliceSize ? next + 1 : sliceLow;
    if (!blockedByFetch.has(port) && (await listens(port))) return port;
  }
  throw new Error(`No free port on 127.0.0.1 between ${sliceLow} and ${sliceLow + sliceSize - 1}`);
}

/** Polls `check` every 100 ms until it is true, or fails naming `what` after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
