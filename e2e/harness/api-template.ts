import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sizeForTests } from '../../shared/tooling/testing/pglite';

/**
 * The embedded database every suite's API starts from: migrated and seeded once per test run by the
 * API's own start-up (global-setup.ts), then copied into each API's fresh data folder, so that an
 * API starts in about a third of the time and the run's CPU goes to the tests; the copy is sized
 * for tests (shared/tooling/testing/pglite.ts). An API given a SEED_DIR of its own starts empty and
 * seeds itself, as in production.
 */
const templateVariable = 'STOREFRONT_E2E_DATABASE_TEMPLATE';

/** Keeps a copy of a stopped API's database as this run's template (jest's workers inherit the variable). */
export function keepDatabaseTemplate(pgliteDir: string): void {
  const template = mkdtempSync(path.join(os.tmpdir(), 'storefront-db-template-'));
  cpSync(pgliteDir, template, { recursive: true });
  sizeForTests(template);
  process.env[templateVariable] = template;
}

export function removeDatabaseTemplate(): void {
  const template = process.env[templateVariable];
  if (template) rmSync(template, { recursive: true, force: true });
}

/** Gives a fresh data folder the template's database (as `pglite`, see api/src/db/client.ts), when this run made one. */
export function copyDatabaseTemplate(dataDir: string): void {
  const template = process.env[templateVariable];
  if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}
