/**
 * Jest global set-up of the API's tests: writes the PGlite template (pglite-template.ts) once per
 * run, in a process of its own, and names it to the test workers.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { templateFileVariable } from './pglite-template';

export default function globalSetup(): void {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-template-')), 'pglite.tar');
  const script = path.join(__dirname, 'write-pglite-template.ts');
  execFileSync(process.execPath, [require.resolve('tsx/cli'), '--conditions=source', script, file], { stdio: 'inherit' });
  process.env[templateFileVariable] = file;
}
