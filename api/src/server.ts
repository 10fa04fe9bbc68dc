import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { errorForLog } from './domain/log-safe.js';

/** Starts the API from the environment: `PORT=8080 node dist/server.js`. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err: errorForLog(err) }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const port = (app.server.address() as { port: number }).port;
  app.log.info({ url: `http://${shownHost}:${port}`, docs: `http://${shownHost}:${port}/docs`, database: app.database.kind },
    `provider API listening on http://${shownHost}:${port}`);
}

main().catch((error) => {
  console.error('provider API failed to start:', error);
  process.exit(1);
});
