/**
 * `npm run bench:api`: requests per second and p50/p99 latency of the recommendation filter call
 * (GET .../filter, page 0 of 10) and the count call (POST .../count, five features) on a catalog
 * scaled to 10,000 cards, beside a bare Fastify route measured in the same run, and each call's
 * throughput as a share of the bare route's. For reference it also measures the bare route sending
 * the headers every API answer carries (what they alone cost), and the API's own
 * GET /health, which does no work but passes the same hooks as every API route (request id,
 * security headers, CORS, rate limit, metrics, request log): the most any route of this app can
 * reach. A benchmark, not a test: it prints figures and asserts nothing.
 *
 * The servers run in a child process (bench/server.ts) and autocannon in this one, so the load
 * generator does not share the servers' event loop. The three targets are measured one after the
 * other, BENCH_ROUNDS times (default 3), interleaved so that noise from other work on the machine
 * spreads over all of them; the figures are the medians of the rounds (the ratio is the median of
 * the per-round ratios). Beside requests per second it reports the servers' CPU time per request
 * (user + system of the server process over the requests answered), which other work on a shared
 * machine disturbs much less, and the ratio of those (bare CPU / call CPU): the share of the bare
 * route's throughput the call would reach with a core of its own. BENCH_SECONDS (default 10 per target per round) and BENCH_CONNECTIONS
 * (default 10) tune it; BENCH_JSON=<file> also writes the figures as JSON (for `npm run bench`).
 *
 * The API runs with its production settings, request logs included: its standard output goes to a
 * file (BENCH_LOG=<file> keeps it; otherwise a temporary file, deleted at the end), and the number
 * of lines written is printed beside the number of API requests answered.
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { createReadStream, closeSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchTargets } from './server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU time per answered request, in microseconds. */
  cpuUs: number;
  errors: number;
  /** Requests answered during the measurement. */
  requests: number;
}

export interface ApiBenchResult {
  cardCount: number;
  matches: number;
  count: number;
  seconds: number;
  connections: number;
  rounds: number;
  filter: Measure;
  count_: Measure;
  health: Measure;
  bare: Measure;
  /** The bare route sending the API's own headers (`headerCount` of them). */
  bareWithHeaders: Measure;
  headerCount: number;
  filterRatio: number;
  countRatio: number;
  healthRatio: number;
  bareWithHeadersRatio: number;
  /** Bare route's CPU per request / the call's. */
  filterCpuRatio: number;
  countCpuRatio: number;
  healthCpuRatio: number;
  bareWithHeadersCpuRatio: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const medianOf = (runs: Measure[]): Measure => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  cpuUs: median(runs.map((r) => r.cpuUs)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  requests: runs.reduce((n, r) => n + r.requests, 0),
});

interface Servers {
  targets: BenchTargets;
  cpu(): Promise<number>;
  /** Ends the servers and resolves once their process has exited (its log written). */
  stop(): Promise<void>;
}

async function measure(servers: Servers, options: autocannon.Options): Promise<Measure> {
  const before = await servers.cpu();
  const result = await autocannon({ connections, duration: seconds, ...options });
  const cpu = (await servers.cpu()) - before;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: cpu / Math.max(1, result.requests.total),
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

function startServers(logFile: string): Promise<Servers> {
  const log = openSync(logFile, 'w');
  const child = fork(path.join(__dirname, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', (targets) =>
      resolve({
        targets: targets as BenchTargets,
        cpu: () =>
          new Promise((done) => {
            child.once('message', (m) => {
              const { user, system } = (m as { cpu: NodeJS.CpuUsage }).cpu;
              done(user + system);
            });
            child.send('cpu');
          }),
        stop: () => {
          child.disconnect();
          return exited;
        },
      }),
    );
  });
}

/** Lines in a file, read in chunks (the log of a run is hundreds of megabytes). */
async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    for (let at = (chunk as Buffer).indexOf(10); at >= 0; at = (chunk as Buffer).indexOf(10, at + 1)) lines++;
  }
  return lines;
}

async function main() {
  const logFile = process.env.BENCH_LOG ?? path.join(os.tmpdir(), `bench-api-${process.pid}.log`);
  const servers = await startServers(logFile);
  const { targets } = servers;
  console.log(
    `catalog: ${targets.cardCount} cards in pk; filter ranks ${targets.matches} matches; count answers ${targets.count}; ` +
      `${rounds} rounds of ${seconds}s per target, ${connections} connections`,
  );
  const runs = { filter: [] as Measure[], count: [] as Measure[], health: [] as Measure[], bare: [] as Measure[], bareWithHeaders: [] as Measure[] };
  const ratios = { filter: [] as number[], count: [] as number[], health: [] as number[], bareWithHeaders: [] as number[] };
  try {
    for (let round = 1; round <= rounds; round++) {
      const filter = await measure(servers, { url: targets.api + targets.filterPath });
      const count = await measure(servers, {
        url: targets.api + targets.countPath,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: targets.countBody,
      });
      const health = await measure(servers, { url: targets.api + '/health' });
      const bare = await measure(servers, { url: targets.bare });
      const bareWithHeaders = await measure(servers, { url: targets.bareWithHeaders });
      runs.bareWithHeaders.push(bareWithHeaders);
      ratios.bareWithHeaders.push(bareWithHeaders.rps / bare.rps);
      runs.filter.push(filter);
      runs.count.push(count);
      runs.health.push(health);
      runs.bare.push(bare);
      ratios.filter.push(filter.rps / bare.rps);
      ratios.count.push(count.rps / bare.rps);
      ratios.health.push(health.rps / bare.rps);
      const brief = (m: Measure) => `${m.rps.toFixed(0)} req/s p99 ${m.p99} ms ${m.cpuUs.toFixed(0)} µs CPU`;
      console.log(
        `round ${round}: filter ${brief(filter)}; count ${brief(count)}; health ${brief(health)}; bare ${brief(bare)}; bare with headers ${brief(bareWithHeaders)}`,
      );
    }
  } finally {
    await servers.stop();
  }
  const apiRequests = [...runs.filter, ...runs.count, ...runs.health].reduce((n, r) => n + r.requests, 0);
  console.log(`API log: ${await countLines(logFile)} lines for ${apiRequests} measured API requests (and the setup's)`);
  if (!process.env.BENCH_LOG) rmSync(logFile, { force: true });

  const result: ApiBenchResult = {
    cardCount: targets.cardCount,
    matches: targets.matches,
    count: targets.count,
    seconds,
    connections,
    rounds,
    filter: medianOf(runs.filter),
    count_: medianOf(runs.count),
    health: medianOf(runs.health),
    bare: medianOf(runs.bare),
    bareWithHeaders: medianOf(runs.bareWithHeaders),
    headerCount: targets.headerCount,
    filterRatio: median(ratios.filter),
    countRatio: median(ratios.count),
    healthRatio: median(ratios.health),
    bareWithHeadersRatio: median(ratios.bareWithHeaders),
    filterCpuRatio: 0,
    countCpuRatio: 0,
    healthCpuRatio: 0,
    bareWithHeadersCpuRatio: 0,
  };
  result.filterCpuRatio = result.bare.cpuUs / result.filter.cpuUs;
  result.countCpuRatio = result.bare.cpuUs / result.count_.cpuUs;
  result.healthCpuRatio = result.bare.cpuUs / result.health.cpuUs;
  result.bareWithHeadersCpuRatio = result.bare.cpuUs / result.bareWithHeaders.cpuUs;
  const row = (name: string, m: Measure, ratio?: number, cpuRatio?: number) =>
    `${name.padEnd(30)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   ` +
    `${ratio === undefined ? '          ' : `ratio ${ratio.toFixed(2)}`}   ${m.cpuUs.toFixed(0).padStart(4)} µs CPU/req` +
    `${cpuRatio === undefined ? '              ' : `  CPU ratio ${cpuRatio.toFixed(2)}`}   errors ${m.errors}`;
  console.log(`median of ${rounds} rounds:`);
  console.log(row('recommendation filter (GET)', result.filter, result.filterRatio, result.filterCpuRatio));
  console.log(row('recommendation count (POST)', result.count_, result.countRatio, result.countCpuRatio));
  console.log(row('API GET /health (reference)', result.health, result.healthRatio, result.healthCpuRatio));
  console.log(row('bare Fastify route', result.bare));
  console.log(row(`bare + the API's ${result.headerCount} headers`, result.bareWithHeaders, result.bareWithHeadersRatio, result.bareWithHeadersCpuRatio));
  console.log(
    "ratio: the call's requests per second / the bare route's (goal >= 0.50, p99 <= 20 ms); CPU ratio: bare CPU per request / the call's",
  );
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(result, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
