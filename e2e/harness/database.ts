import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Rows = Record<string, unknown>[];

/**
 * A copy of the API's embedded database folder (`${dataDir}/pglite`, see api/src/db/client.ts),
 * taken while the API is stopped (PGlite is single-process). Reading the copy leaves the API's own
 * files exactly as the API wrote them, and lets the API start again while the copy is read.
 */
export function copyDatabase(dataDir: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'storefront-db-read-'));
  cpSync(path.join(dataDir, 'pglite'), copy, { recursive: true });
  return copy;
}

/**
 * Runs the named queries on a copied database folder and removes the copy. PGlite (the same
 * package the API uses) runs in a child process (harness/pglite-read.cjs) because its dynamic
 * import cannot run inside Jest's module sandbox.
 */
export async function readDatabaseCopy<Q extends Record<string, string>>(
  copy: string,
  queries: Q,
): Promise<Record<keyof Q, Rows>> {
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = execFile(
        process.execPath,
        [path.join(__dirname, 'pglite-read.cjs'), copy],
        { maxBuffer: 64 * 1024 * 1024, timeout: 60000 },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      );
      child.stdin?.end(JSON.stringify(queries));
    });
    return JSON.parse(output) as Record<keyof Q, Rows>;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
