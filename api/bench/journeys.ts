/**
 * `npm run bench:api`: what an operator plans with. The CPU time the API spends on one complete
 * card journey (every call a visitor's browser makes to the API, images included, over HTTP) and
 * the latency of each call (p50, p99) while 50 journeys run at once, on PostgreSQL, with two API
 * instances sharing one Redis (rate limits) and taking the calls in turn (as a load balancer
 * without stickiness would), with the Pakistan catalog scaled to 10,000 cards. A benchmark, not a
 * test: it prints figures and asserts nothing.
 *
 * Each instance is `node dist/server.js` of the API folder measured, with its production settings
 * (request logs at info to a file, metrics, rate limits, the mail outbox delivering over SMTP to a
 * sink in this process, as to a mail relay, rather than writing .eml files), on a
 * fresh schema of the local PostgreSQL whose catalog `dist/cli/catalog-replace.js` loaded. The
 * journeys run in this process, over undici's `request` (a third of the CPU of `fetch`, whose
 * share of the two cores would otherwise show up as the API's latency; the load's own CPU per
 * journey is printed). The servers' CPU time (user + system, from /proc) over the calls
 * answered in a measuring window is the CPU per call, times the calls of a journey the CPU per
 * journey, which other work on a shared machine disturbs much less than the latency. After the
 * last window, the larger resident memory of the two instances is what an operator sizes with.
 *
 * Several builds can be measured in one run, their windows interleaved so that the machine's
 * noise spreads over all of them (e.g. the code before and after a change, from a git worktree
 * built with `npm run build -w api`): BENCH_API_DIRS=before=/tmp/api-before/api,after=api.
 *
 * Each visitor pauses BENCH_THINK_MS (1000) on every screen, as a quick visitor would (the wizard
 * itself holds Next for 3 s); without pauses 50 journeys would be a saturation test, whose latency
 * is only the queue.
 *
 * Environment: BENCH_API_DIRS (default: this checkout's api/, built), BENCH_JOURNEYS (concurrent
 * journeys, 50), BENCH_THINK_MS, BENCH_SECONDS (per measuring window, 20), BENCH_ROUNDS (windows per build, the
 * figures are their medians, 3), BENCH_WARMUP_SECONDS (10), BENCH_JSON=<file> (the figures as
 * JSON, for `npm run bench`), BENCH_LOG=<dir> (keep the servers' logs), BENCH_CPU_PROFILE=<dir> (a CPU
 * profile of each server, written when it stops), TEST_DATABASE_URL and
 * BENCH_REDIS_URL (default postgres://postgres@127.0.0.1:5432/test and redis://127.0.0.1:6379/5).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { apiRoot } from '../src/paths.js';
import { createPgSchema, type PgSchema } from '../../shared/tooling/testing/postgres.js';
import { startSmtpServer, type TestSmtpServer } from '../../shared/tooling/testing/smtp.js';
import { cardCount, scaledCatalog } from './scaled-catalog.js';

const journeys = Number(process.env.BENCH_JOURNEYS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
/** The goal: the p99 latency of every kind of call, in milliseconds. */
const p99GoalMs = 20;
/** A visitor's pause on each screen before the next step's calls (reading, typing, clicking Next). */
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 1000);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** Latency of one kind of call, in milliseconds, over every measuring window. */
export interface CallFigures {
  /** Calls of this kind answered in the measuring windows. */
  calls: number;
  p50: number;
  p99: number;
}

export interface BuildFigures {
  label: string;
  apiDir: string;
  /** Calls answered per second during the measuring windows (median). */
  callsPerSecond: number;
  callsPerJourney: number;
  /** Both servers' CPU per journey, milliseconds (median of the windows). */
  cpuMsPerJourney: number;
  /** The bench's own CPU per journey (the 50 visitors' HTTP client), milliseconds (median of the windows). */
  loadCpuMsPerJourney: number;
  /** The larger resident memory of the two instances after the last window, MB. */
  rssMb: number;
  /** p99 over every call, and the worst p99 of a single kind of call (the windows' calls taken together). */
  p99: number;
  worstCallP99: number;
  errors: number;
  /** Confirmation mails the SMTP sink accepted from the build's instances, warm-up included. */
  mailsDelivered: number;
  byCall: Record<string, CallFigures>;
}

export interface ApiBenchResult {
  /** The goal every kind of call's p99 is held to, in milliseconds. */
  p99GoalMs: number;
  cardCount: number;
  concurrentJourneys: number;
  instances: number;
  seconds: number;
  rounds: number;
  builds: BuildFigures[];
}

// The servers ---------------------------------------------------------------------------------------

interface Build {
  label: string;
  apiDir: string;
  schema: PgSchema;
  servers: { url: string; process: ChildProcess }[];
  /** Where the instances deliver the confirmation mails. */
  smtp: TestSmtpServer;
  tmp: string;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function run(command: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited with ${code}: ${output}`))));
  });
}

async function untilReady(url: string, child: ChildProcess): Promise<void> {
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready in 3 minutes`);
}

/** A fresh schema with the 10,000-card catalog, and two instances of the build on it. */
async function startBuild(label: string, apiDir: string, logDir: string): Promise<Build> {
  if (!existsSync(path.join(apiDir, 'dist/server.js'))) throw new Error(`${apiDir}/dist is missing: run its build first`);
  const schema = await createPgSchema('bench');
  const smtp = await startSmtpServer({ keep: false });
  const tmp = mkdtempSync(path.join(os.tmpdir(), `bench-api-${label}-`));
  const env = {
    PATH: process.env.PATH,
    HOME: os.tmpdir(),
    NODE_ENV: 'production',
    // A production start requires the key of the operators' TOTP secrets.
    OPERATOR_TOTP_KEY: '5a'.repeat(32),
    HOST: '127.0.0.1',
    DATABASE_URL: schema.url,
    DATA_DIR: tmp,
    SMTP_URL: smtp.url,
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'info',
    METRICS_PORT: '0',
    // Each instance's operator console on a port of its own.
    OPERATOR_PORT: '0',
    // All the load comes from one address: the limits are raised through their settings, and
    // every request is still counted against them.
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_WRITE_MAX: '100000000',
    RATE_LIMIT_MAIL_MAX: '100000000',
    MAIL_PER_RECIPIENT_PER_HOUR: '100000',
    MAIL_SUPPORT_PER_HOUR: '100000',
  };
  await run([process.execPath, 'dist/cli/catalog-replace.js', scaledCatalog(apiDir, tmp)], apiDir, env);
  const servers: Build['servers'] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const log = path.join(logDir, `${label}-${i + 1}.log`);
    // BENCH_CPU_PROFILE=<dir>: each server writes a CPU profile there when it stops (open it in Chrome DevTools).
    const profile = process.env.BENCH_CPU_PROFILE ? `--cpu-prof --cpu-prof-dir=${JSON.stringify(path.resolve(process.env.BENCH_CPU_PROFILE))} ` : '';
    const child = spawn('sh', ['-c', `exec ${JSON.stringify(process.execPath)} ${profile}dist/server.js >> ${JSON.stringify(log)} 2>&1`], {
      cwd: apiDir,
      env: { ...env, PORT: String(port) },
      stdio: 'ignore',
    });
    servers.push({ url: `http://127.0.0.1:${port}`, process: child });
  }
  const build = { label, apiDir, schema, servers, smtp, tmp };
  try {
    await Promise.all(servers.map((s) => untilReady(s.url, s.process)));
  } catch (error) {
    // An instance that could not start leaves none running behind it.
    await stopBuild(build);
    throw error;
  }
  return build;
}

async function stopBuild(build: Build): Promise<void> {
  await Promise.all(build.servers.map((s) => new Promise<void>((resolve) => {
    if (s.process.exitCode !== null) return resolve();
    s.process.once('exit', () => resolve());
    s.process.kill('SIGTERM');
  })));
  await build.schema.drop();
  await build.smtp.close();
  rmSync(build.tmp, { recursive: true, force: true });
}

/** The larger resident set of the build's server processes now, in MB. */
function rssMb(build: Build): number {
  const kb = build.servers.map(({ process: child }) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0));
  return Math.round(Math.max(...kb) / 1024);
}

/** User + system CPU of the build's server processes so far, in milliseconds. */
function cpuMs(build: Build): number {
  let ticks = 0;
  for (const { process: child } of build.servers) {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicks;
}

// The journey ---------------------------------------------------------------------------------------

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

class CallError extends Error {}

interface Recorder {
  record(call: string, ms: number): void;
}

/** One visitor's card journey in Pakistan, every call of the storefront in order; the calls take turns between the servers. */
async function cardJourney(urls: string[], visitor: number, recorder: Recorder): Promise<void> {
  let turn = visitor;
  let token: string | undefined = undefined;
  const call = async (name: string, expected: number, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<Json> => {
    const base = urls[turn++ % urls.length];
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['x-access-token'] = token;
    const started = performance.now();
    const res = await request(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const data = String(res.headers['content-type']).includes('json') ? await res.body.json() : await res.body.arrayBuffer();
    recorder.record(name, performance.now() - started);
    if (res.statusCode !== expected) throw new CallError(`${name}: ${res.statusCode} ${JSON.stringify(data).slice(0, 300)}`);
    return data;
  };
  const image = (url: string) => call('GET image', 200, 'GET', url);
  const nextScreen = () => new Promise((resolve) => setTimeout(resolve, thinkMs));
  // The pick of features differs between visitors, so that their rankings do too.
  const random = (n: number) => crypto.randomInt(n);

  const banners = await call('GET banners', 200, 'GET', '/api/banners/public');
  await image(`/api/images/public/banner/${encodeURIComponent(banners[0].imageUrl)}`);
  await nextScreen();
  const email = `bench.${visitor}.${crypto.randomBytes(4).toString('hex')}@example.com`;
  const customer = await call('POST customer', 201, 'POST', '/api/customer-profiles/public', { name: 'Bench Visitor', email, mobileNumber: '+923001234567', promoCode: '' });
  token = customer.accessToken;
  const locationId = Number(String(customer.promoCode).split('-')[1]);
  const application = await call('POST application', 201, 'POST', '/api/applications/public', {
    customer: { customerId: customer.customerId }, location: { locationId }, applicationType: 'Card', status: 'Created',
  });
  const applicationId = application.applicationId;
  await nextScreen();
  const questions = await call('GET questions', 200, 'GET', '/api/questions/public?productType=Card');
  const answers = questions.map((q: Json) => {
    const options = q.options.filter((o: Json) => !o.hardStop);
    return { questionId: q.questionId, applicationId, response: (/income/i.test(q.question) ? options[options.length - 1] : options[0]).optionId, screeningId: null };
  });
  await nextScreen();
  await call('POST answers', 200, 'POST', '/api/screenings/public/bulk', answers);
  await call('GET credit score', 200, 'GET', `/api/applications/public/credit-score/${applicationId}`);
  await nextScreen();
  const features = (await call('GET features', 200, 'GET', '/api/productFeatures/public') as Json[]).filter((f) => f.productType === 'Card' && f.active === 'Y');
  for (const f of features) await image(`/api/images/public/${encodeURIComponent(f.imageUrl)}`);
  const chosen: Json[] = [];
  while (chosen.length < 3) {
    const pick = features[random(features.length)];
    if (chosen.includes(pick)) continue;
    chosen.push(pick);
    await nextScreen();
    await call('POST count', 200, 'POST', '/api/recommendations/public/count', {
      applicationId, preferences: chosen.map((f) => ({ featureId: f.featureId, featureName: f.featureName })),
    });
  }
  await nextScreen();
  await call('POST preferences', 200, 'POST', '/api/recommendations/public', {
    applicationId, preferences: chosen.map((f, i) => ({ featureId: f.featureId, priority: i + 1 })),
  });
  const page = await call('GET filter', 200, 'GET', `/api/recommendations/public/${applicationId}/filter?page=0&size=10`);
  for (const card of page.content) await image(`/api/products/public/image/${card.productId}`);
  await nextScreen();
  await call('POST selected features', 200, 'POST', `/api/selected-features/public/${applicationId}`, chosen.map((f) => ({ applicationId, featureId: f.featureId })));
  await nextScreen();
  await call('GET application', 200, 'GET', `/api/applications/public/${applicationId}`);
  await call('PUT submit', 200, 'PUT', '/api/applications/public', {
    applicationId, customer: { customerId: customer.customerId }, location: { locationId }, product: { productId: page.content[0].productId },
    applicationType: 'Card', clientRiskProfile: null, status: 'Submitted',
  });
  await call('POST mail', 202, 'POST', '/api/email/public', {
    to: email, containImages: false, subject: 'Your Credit Card Application Received', body: `<p>Application ${applicationId}</p>`,
  });
}

/** How long visitors take to arrive: about one journey, so that they are spread over its steps. */
const rampMs = () => thinkMs * 10;

/**
 * Runs `journeys` visitors, arriving at random within `rampMs()` and each starting a new journey as
 * its last ends, until `ms` have passed; then lets the last journeys end.
 */
async function load(build: Build, ms: number, recorder: Recorder): Promise<{ journeys: number; errors: string[] }> {
  const urls = build.servers.map((s) => s.url);
  const end = Date.now() + ms;
  let completed = 0;
  let visitor = 0;
  const errors: string[] = [];
  await Promise.all(Array.from({ length: journeys }, async () => {
    await new Promise((r) => setTimeout(r, crypto.randomInt(rampMs() + 1)));
    while (Date.now() < end) {
      try {
        await cardJourney(urls, visitor++, recorder);
        completed++;
      } catch (error) {
        errors.push((error as Error).message);
        if (!(error instanceof CallError)) await new Promise((r) => setTimeout(r, 100));
      }
    }
  }));
  return { journeys: completed, errors };
}

// Measuring -----------------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

interface Window {
  journeys: number;
  calls: number;
  cpuMs: number;
  /** This process's CPU over the window: the visitors' own work. */
  loadCpuMs: number;
  errors: string[];
  latencies: Map<string, number[]>;
}

/** One measuring window, once the visitors have arrived: only the calls answered between its start and end count. */
async function measure(build: Build): Promise<Window> {
  const latencies = new Map<string, number[]>();
  let measuring = false;
  let calls = 0;
  const recorder: Recorder = {
    record(call, ms) {
      if (!measuring) return;
      calls++;
      let list = latencies.get(call);
      if (!list) latencies.set(call, (list = []));
      list.push(ms);
    },
  };
  const started = load(build, rampMs() + seconds * 1000, recorder);
  await new Promise((r) => setTimeout(r, rampMs()));
  measuring = true;
  const cpuBefore = cpuMs(build);
  const loadBefore = process.cpuUsage();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const cpu = cpuMs(build) - cpuBefore;
  const loadCpu = process.cpuUsage(loadBefore);
  measuring = false;
  const { journeys: completed, errors } = await started;
  return { journeys: completed, calls, cpuMs: cpu, loadCpuMs: (loadCpu.user + loadCpu.system) / 1000, errors, latencies };
}

/** CPU milliseconds spent over a window's calls, as a share of one journey's calls. */
const perJourney = (ms: number, window: Window, callsPerJourney: number) => (ms / window.calls) * callsPerJourney;

/**
 * A build's figures. Latency percentiles are taken over the calls of every measuring window
 * together: a call made once a journey is answered some 150 times in a window, whose p99 would be
 * its second-slowest answer; over three windows it is about the fifth. The CPU and the rate are
 * medians of the windows.
 */
function figuresOf(build: Build, windows: Window[], callsPerJourney: number, rss: number): BuildFigures {
  const names = [...new Set(windows.flatMap((w) => [...w.latencies.keys()]))];
  const pooled = (name: string) => windows.flatMap((w) => w.latencies.get(name) ?? []).sort((a, b) => a - b);
  const byCall: Record<string, CallFigures> = {};
  for (const name of names) {
    const latencies = pooled(name);
    byCall[name] = { calls: latencies.length, p50: round1(percentile(latencies, 50)), p99: round1(percentile(latencies, 99)) };
  }
  const all = windows.flatMap((w) => [...w.latencies.values()].flat()).sort((a, b) => a - b);
  return {
    label: build.label,
    apiDir: build.apiDir,
    callsPerSecond: round1(median(windows.map((w) => w.calls / seconds))),
    callsPerJourney,
    cpuMsPerJourney: round1(median(windows.map((w) => perJourney(w.cpuMs, w, callsPerJourney)))),
    loadCpuMsPerJourney: round1(median(windows.map((w) => perJourney(w.loadCpuMs, w, callsPerJourney)))),
    rssMb: rss,
    p99: round1(percentile(all, 99)),
    worstCallP99: Math.max(...Object.values(byCall).map((c) => c.p99)),
    errors: windows.reduce((n, w) => n + w.errors.length, 0),
    mailsDelivered: build.smtp.accepted,
    byCall,
  };
}

/** The number of calls of one journey, counted on a quiet server. */
async function callsOfAJourney(build: Build): Promise<number> {
  let calls = 0;
  await cardJourney(build.servers.map((s) => s.url), 0, { record: () => void calls++ });
  return calls;
}

function table(results: BuildFigures[]): string {
  const lines: string[] = [];
  const names = [...new Set(results.flatMap((r) => Object.keys(r.byCall)))];
  const cell = (r: BuildFigures, name: string) => (r.byCall[name] ? `${r.byCall[name].p50} / ${r.byCall[name].p99}` : '-');
  lines.push(`| | ${results.map((r) => r.label).join(' | ')} |`);
  lines.push(`| --- | ${results.map(() => '---').join(' | ')} |`);
  lines.push(`| CPU per card journey (both instances) | ${results.map((r) => `**${r.cpuMsPerJourney} ms**`).join(' | ')} |`);
  lines.push(`| the load's own CPU per journey (this process) | ${results.map((r) => `${r.loadCpuMsPerJourney} ms`).join(' | ')} |`);
  lines.push(`| resident memory of an instance after the windows | ${results.map((r) => `${r.rssMb} MB`).join(' | ')} |`);
  lines.push(`| calls per journey | ${results.map((r) => r.callsPerJourney).join(' | ')} |`);
  lines.push(`| calls answered per second | ${results.map((r) => r.callsPerSecond).join(' | ')} |`);
  lines.push(`| p99 of every call | ${results.map((r) => `**${r.p99} ms**`).join(' | ')} |`);
  lines.push(`| worst p99 of one call | ${results.map((r) => `${r.worstCallP99} ms`).join(' | ')} |`);
  lines.push(`| errors | ${results.map((r) => r.errors).join(' | ')} |`);
  lines.push(`| mails delivered over SMTP | ${results.map((r) => r.mailsDelivered).join(' | ')} |`);
  const overGoal = (r: BuildFigures) => Object.keys(r.byCall).filter((name) => r.byCall[name].p99 > p99GoalMs);
  lines.push(`| kinds of call over the goal | ${results.map((r) => overGoal(r).join(', ') || 'none').join(' | ')} |`);
  for (const name of names) {
    lines.push(`| ${name}: p50 / p99 ms (calls) | ${results.map((r) => `${cell(r, name)} (${r.byCall[name]?.calls ?? 0})`).join(' | ')} |`);
  }
  return lines.join('\n');
}

async function main() {
  const builds = (process.env.BENCH_API_DIRS ?? `this checkout=${apiRoot}`).split(',').map((entry) => {
    const [label, dir] = entry.includes('=') ? entry.split('=') : [path.basename(path.dirname(path.resolve(entry))), entry];
    return { label: label.trim(), apiDir: path.resolve(dir.trim()) };
  });
  const logDir = process.env.BENCH_LOG ?? mkdtempSync(path.join(os.tmpdir(), 'bench-api-logs-'));
  mkdirSync(logDir, { recursive: true });
  console.log(
    `${builds.length} build(s); each: 2 instances on PostgreSQL, Redis ${redisUrl}, ${cardCount} cards in pk; ` +
      `${journeys} concurrent card journeys, ${rounds} windows of ${seconds} s after ${warmupSeconds} s of warm-up; logs in ${logDir}`,
  );
  const started: Build[] = [];
  try {
    for (const { label, apiDir } of builds) started.push(await startBuild(label, apiDir, logDir));
    const callsPerJourney = new Map<Build, number>();
    for (const build of started) {
      callsPerJourney.set(build, await callsOfAJourney(build));
      const warm = await load(build, warmupSeconds * 1000, { record: () => undefined });
      console.log(`${build.label}: ${callsPerJourney.get(build)} calls a journey; warm-up ${warm.journeys} journeys, ${warm.errors.length} errors${warm.errors[0] ? ` (${warm.errors[0]})` : ''}`);
    }
    const windows = new Map<Build, Window[]>(started.map((b) => [b, []]));
    const rss = new Map<Build, number>();
    for (let round = 1; round <= rounds; round++) {
      for (const build of started) {
        const window = await measure(build);
        windows.get(build)!.push(window);
        if (round === rounds) rss.set(build, rssMb(build));
        const calls = callsPerJourney.get(build)!;
        const all = [...window.latencies.values()].flat().sort((a, b) => a - b);
        console.log(
          `round ${round} ${build.label}: ${window.journeys} journeys, ${window.calls} calls, CPU ${perJourney(window.cpuMs, window, calls).toFixed(1)} ms a journey ` +
            `(the load's ${perJourney(window.loadCpuMs, window, calls).toFixed(1)} ms), ` +
            `p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, ${window.errors.length} errors${window.errors[0] ? ` (${window.errors[0]})` : ''}`,
        );
      }
    }
    const results = started.map((b) => figuresOf(b, windows.get(b)!, callsPerJourney.get(b)!, rss.get(b)!));
    console.log(
      `\nlatency per call over HTTP, p50 / p99 in ms, over the calls of the ${rounds} windows together; ` +
        `CPU and calls per second: median of the windows; goal: p99 <= ${p99GoalMs} ms for every kind of call\n`,
    );
    console.log(table(results));
    const result: ApiBenchResult = { p99GoalMs, cardCount, concurrentJourneys: journeys, instances: 2, seconds, rounds, builds: results };
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(result, null, 2));
  } finally {
    await Promise.all(started.map(stopBuild));
    if (!process.env.BENCH_LOG) rmSync(logDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
