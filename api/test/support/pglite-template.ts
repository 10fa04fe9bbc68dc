/**
 * The PGlite template of the API's tests: a database that the API's own start-up code migrated
 * and seeded (write-pglite-template.ts), dumped to a file once per jest run (global-setup.ts). An
 * app of a test on memory:// starts from it (buildApp's databaseTemplate) instead of migrating and
 * seeding an empty database.
 */
import fs from 'node:fs';

/** The environment variable through which the global set-up names the template file to the test workers. */
export const templateFileVariable = 'API_TEST_PGLITE_TEMPLATE';

let template: Promise<Blob> | undefined;

/** The template of this run, read once per test file; undefined when no global set-up wrote one. */
export function pgliteTemplate(): Promise<Blob> | undefined {
  const file = process.env[templateFileVariable];
  if (!file) return undefined;
  template ??= fs.openAsBlob(file);
  return template;
}
