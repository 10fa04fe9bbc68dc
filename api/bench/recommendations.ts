/**
 * `npm run bench:api`: requests per second and p50/p99 latency of the recommendation filter call
 * on a catalog scaled to 10,000 cards, beside a bare Fastify route measured in the same run.
 * A benchmark, not a test. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune it.
 */
import Fastify from 'fastify';
import autocannon from 'autocannon';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { readCatalog } from '../src/catalog/load.js';
import { replaceCatalog } from '../src/catalog/replace.js';
import { apiRoot } from '../src/paths.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const cardCount = 10_000;

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const config = loadConfig({ DATABASE_URL: 'memory://', LOG_LEVEL: 'warn', MAIL_WORKER: false, RATE_LIMIT_MAX: 100_000_000 });
  const app = await buildApp(config);
  await app.ready();

  const catalog = await readCatalog(path.join(apiRoot, 'seed'));
  const pk = catalog.countries.find((c) => c.country === 'pk')!;
  const templates = pk.cards;
  pk.cards = Array.from({ length: cardCount }, (_, i) => ({
    ...templates[i % templates.length], id: 100_000 + i, name: `${templates[i % templates.length].name} ${i}`, incentive: (i * 37) % 5000,
  }));
  catalog.checksum = `bench-${cardCount}`;
  await replaceCatalog(app.db, catalog);

  const json = async (method: 'POST' | 'GET', url: string, payload?: object) => (await app.inject({ method, url, payload })).json();
  const customer = await json('POST', '/api/customer-profiles/public', { name: 'Bench', email: 'bench@example.com', mobileNumber: '+923001234567', promoCode: '' });
  const application = await json('POST', '/api/applications/public', { customer: { customerId: customer.customerId }, location: { locationId: 1 }, applicationType: 'Card', status: 'Created' });
  const features = (await json('GET', '/api/productFeatures/public')) as { featureId: number; subFeatures: { featureId: number }[] }[];
  const picks = [features[0].subFeatures[0].featureId, features[5].featureId, features[9].featureId, features[2].subFeatures[0].featureId, features[3].featureId];
  await json('POST', '/api/recommendations/public', { applicationId: application.applicationId, preferences: picks.map((featureId, i) => ({ featureId, priority: i + 1 })) });

  const apiAddress = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ content: [], empty: true }));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

  const filterUrl = `${apiAddress}/api/recommendations/public/${application.applicationId}/filter?page=0&size=10`;
  const check = await fetch(filterUrl).then((r) => r.json() as Promise<{ totalElements: number }>);
  console.log(`catalog: ${cardCount} cards in pk; filter ranks ${check.totalElements} matches; ${seconds}s per run, ${connections} connections`);

  const filter = await measure(filterUrl);
  const baseline = await measure(`${bareAddress}/bare`);
  const row = (name: string, m: Awaited<ReturnType<typeof measure>>) =>
    `${name.padEnd(28)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}`;
  console.log(row('recommendation filter', filter));
  console.log(row('bare Fastify route', baseline));
  console.log(`ratio filter / bare: ${(filter.rps / baseline.rps).toFixed(3)} of the requests per second`);

  await bare.close();
  await app.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
