import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app.js';
import { loadConfig, type Config } from './config.js';
import { errorForLog } from './domain/log-safe.js';
import { buildMetricsServer } from './metrics-server.js';

export interface Started {
  app: FastifyInstance;
  metrics: FastifyInstance;
  /** The public API's address, e.g. http://127.0.0.1:8080. */
  url: string;
  /** Where GET /metrics is served. */
  metricsUrl: string;
  close(): Promise<void>;
}

const addressOf = (server: FastifyInstance, host: string) => {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shownHost}:${(server.server.address() as { port: number }).port}`;
};

/** The API on HOST:PORT and its metrics on METRICS_HOST:METRICS_PORT. */
export async function startServer(config: Config, appOptions: AppOptions = {}): Promise<Started> {
  const app = await buildApp(config, {}, appOptions);
  const metrics = await buildMetricsServer(app);
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
    await metrics.listen({ port: config.METRICS_PORT, host: config.METRICS_HOST });
  } catch (error) {
    await Promise.all([metrics.close(), app.close()]);
    throw error;
  }
  const url = addressOf(app, config.HOST);
  const metricsUrl = `${addressOf(metrics, config.METRICS_HOST)}/metrics`;
  app.log.info({ url, docs: `${url}/docs`, metrics: metricsUrl, database: app.database.kind }, `provider API listening on ${url}`);
  return { app, metrics, url, metricsUrl, close: async () => void (await Promise.all([metrics.close(), app.close()])) };
}

/** Starts the API from the environment: `PORT=8080 node dist/server.js`. */
async function main() {
  const started = await startServer(loadConfig());
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) started.app.log.error({ err: errorForLog(err) }, 'shutting down after an error');
    else started.app.log.info({ signal }, 'shutting down');
    await started.close();
  });
}

if (require.main === module) {
  main().catch((error) => {
    console.error('provider API failed to start:', error);
    process.exit(1);
  });
}
