import path from 'node:path';
import { startApi } from './api-server';
import { keepDatabaseTemplate } from './api-template';
import { trackRun } from './front-end-server';

/** Once per run, before any suite: the real API migrates and seeds a database, which the suites' APIs copy. */
export default async function globalSetup(): Promise<void> {
  trackRun();
  const api = await startApi({ corsOrigins: [], template: false });
  await api.halt();
  keepDatabaseTemplate(path.join(api.dataDir, 'pglite'));
  await api.stop();
}
