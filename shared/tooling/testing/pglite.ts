/**
 * The embedded databases the tests start from (the API's tests' PGlite template, the browser tests'
 * data folder), sized for a test run. PGlite zeroes its whole shared-buffer pool each time it starts:
 * with PostgreSQL's 128 MB that is more than half of a test database's start (1.1 s against 0.5 s
 * here, from the API tests' template). A test's data fits in 16 MB many times over. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The shared-buffer pool of a test run's embedded database. */
export const testSharedBuffers = '16MB';

/** Sizes the PGlite data folder `pgliteDir` (a stopped database) for tests, from its next start on. */
export function sizeForTests(pgliteDir: string): void {
  // postgresql.conf's last setting of a name wins.
  fs.appendFileSync(
    path.join(pgliteDir, 'postgresql.conf'),
    `\n# Sized for test runs (shared/tooling/testing/pglite.ts)\nshared_buffers = ${testSharedBuffers}\n`,
  );
}
