import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app.js';
import { loadConfig, type Config } from './config.js';
import { errorForLog } from './domain/log-safe.js';
import { buildMetricsServer } from './metrics-server.js';
import { announceOperatorListener, buildOperatorServer } from './operator/server.js';

export interface Started {
  app: FastifyInstance;
  metrics: FastifyInstance;
  /** The operator console and its API, on OPERATOR_HOST:OPERATOR_PORT. */
  operator: FastifyInstance;
  /** The console's address, e.g. http://127.0.0.1:8081. */
  operatorUrl: string;
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

/** The API on HOST:PORT, its metrics on METRICS_HOST:METRICS_PORT, the operator console on OPERATOR_HOST:OPERATOR_PORT. */
export async function startServer(config: Config, appOptions: AppOptions = {}): Promise<Started> {
  const app = await buildApp(config, {}, appOptions);
  await app.ready();
  const metrics = await buildMetricsServer(app);
  const operator = await buildOperatorServer(app);
  const closeAll = async () => void (await Promise.all([metrics.close(), operator.close()]).finally(() => app.close()));
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
    await metrics.listen({ port: config.METRICS_PORT, host: config.METRICS_HOST });
    await operator.listen({ port: config.OPERATOR_PORT, host: config.OPERATOR_HOST });
  } catch (error) {
    await closeAll();
    throw error;
  }
  const url = addressOf(app, config.HOST);
  const metricsUrl = `${addressOf(metrics, config.METRICS_HOST)}/metrics`;
  const operatorUrl = addressOf(operator, config.OPERATOR_HOST);
  app.log.info({ url, docs: `${url}/docs`, metrics: metricsUrl, database: app.database.kind }, `provider API listening on ${url}`);
  announceOperatorListener(operator, operatorUrl);
  return { app, metrics, operator, url, metricsUrl, operatorUrl, close: closeAll };
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
