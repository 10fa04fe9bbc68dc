/**
 * The servers `bench/recommendations.ts` measures, in their own process so that the load generator
 * (autocannon) does not share their event loop: the whole API on an in-memory PGlite whose `pk`
 * catalog is scaled to 10,000 cards, with one Card application and its stored preferences, and a
 * bare Fastify route, plain and with the headers every API answer carries. Sends the addresses and the requests to measure to the parent over IPC. The
 * API logs as in production (JSON lines on standard output, which the parent points at a file).
 * BENCH_CPU_PROFILE=<file.cpuprofile> records a CPU profile of the measured part only (not the
 * setup), written when the parent disconnects; open it in Chrome DevTools.
 */
import Fastify from 'fastify';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { readCatalog } from '../src/catalog/load.js';
import { replaceCatalog } from '../src/catalog/replace.js';
import { apiRoot } from '../src/paths.js';

export const cardCount = 10_000;

export interface BenchTargets {
  cardCount: number;
  matches: number;
  api: string;
  bare: string;
  filterPath: string;
  countPath: string;
  countBody: string;
  count: number;
  /** The bare route again, sending the headers every API answer carries (see `apiAnswerHeaders`). */
  bareWithHeaders: string;
  /** How many those are. */
  headerCount: number;
}

/**
 * The headers an API answer carries beyond what Node and Fastify send on any answer (status line,
 * content type and length, date, keep-alive): security headers, CORS' Vary, rate-limit state,
 * request id. A bare route that sends them too shows what they alone cost per request.
 */
function apiAnswerHeaders(headers: Record<string, unknown>): Record<string, string> {
  const everyAnswer = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !everyAnswer.has(name)).map(([name, value]) => [name, String(value)]),
  );
}

async function main() {
  // Production settings: request logs at info (one line per request, to the file the parent gave
  // as standard output), metrics and rate limits on. All the load comes from one IP, which the read
  // limit (RATE_LIMIT_MAX a minute per IP) would refuse: it is raised through the normal setting,
  // and every request is still counted against it.
  const config = loadConfig({
    DATABASE_URL: 'memory://',
    MAIL_WORKER: false,
    RATE_LIMIT_MAX: 100_000_000,
  });
  const app = await buildApp(config);
  await app.ready();

  const catalog = await readCatalog(path.join(apiRoot, 'seed'));
  const pk = catalog.countries.find((c) => c.country === 'pk')!;
  const templates = pk.cards;
  pk.cards = Array.from({ length: cardCount }, (_, i) => ({
    ...templates[i % templates.length],
    id: 100_000 + i,
    name: `${templates[i % templates.length].name} ${i}`,
    incentive: (i * 37) % 5000,
  }));
  catalog.checksum = `bench-${cardCount}`;
  await replaceCatalog(app.db, catalog);

  const json = async (method: 'POST' | 'GET', url: string, payload?: object) =>
    (await app.inject({ method, url, payload })).json();
  const customer = await json('POST', '/api/customer-profiles/public', {
    name: 'Bench',
    email: 'bench@example.com',
    mobileNumber: '+923001234567',
    promoCode: '',
  });
  const application = await json('POST', '/api/applications/public', {
    customer: { customerId: customer.customerId },
    location: { locationId: 1 },
    applicationType: 'Card',
    status: 'Created',
  });
  const features = (await json('GET', '/api/productFeatures/public')) as {
    featureId: number;
    featureName: string;
    subFeatures: { featureId: number; featureName: string }[];
  }[];
  const picks = [features[0].subFeatures[0], features[5], features[9], features[2].subFeatures[0], features[3]];
  await json('POST', '/api/recommendations/public', {
    applicationId: application.applicationId,
    preferences: picks.map((f, i) => ({ featureId: f.featureId, priority: i + 1 })),
  });

  const api = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = apiAnswerHeaders((await app.inject({ method: 'GET', url: '/health' })).headers);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ content: [], empty: true }));
  bare.get('/bare-with-headers', async (_request, reply) => {
    reply.headers(headers);
    return { content: [], empty: true };
  });
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

  const filterPath = `/api/recommendations/public/${application.applicationId}/filter?page=0&size=10`;
  // The count the visitor's browser asks for once the five features are ticked (step 3).
  const countBody = JSON.stringify({
    applicationId: application.applicationId,
    preferences: picks.map((f) => ({ featureId: f.featureId, featureName: f.featureName })),
  });
  const check = (await fetch(api + filterPath).then((r) => r.json())) as { totalElements: number };
  const count = (await fetch(api + '/api/recommendations/public/count', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: countBody,
  }).then((r) => r.json())) as number;

  const targets: BenchTargets = {
    cardCount,
    matches: check.totalElements,
    api,
    bare: `${bareAddress}/bare`,
    filterPath,
    countPath: '/api/recommendations/public/count',
    countBody,
    count,
    bareWithHeaders: `${bareAddress}/bare-with-headers`,
    headerCount: Object.keys(headers).length,
  };
  const profile = process.env.BENCH_CPU_PROFILE;
  const session = profile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  // The parent asks for this process's CPU time around each measurement: CPU per request is far less
  // sensitive than requests per second to other work on a shared machine.
  process.on('message', (message) => {
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  });
  process.send!(targets);
  process.on('disconnect', async () => {
    if (session) writeFileSync(profile!, JSON.stringify((await session.post('Profiler.stop')).profile));
    await bare.close();
    await app.close();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
