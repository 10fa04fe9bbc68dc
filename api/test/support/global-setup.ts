/**
 * Jest global set-up of the API's tests, once per run, each in a process of its own: writes the
 * PGlite template (pglite-template.ts) into the run's temporary folder and names it to the test
 * workers, and compiles the mail templates as the build does (mjml-html.ts), so that no test app
 * loads MJML. The tests' own temporary folders go in the same folder (helpers.ts `tempDir`), which
 * the tear-down removes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { templateFileVariable } from './pglite-template';

export default function globalSetup(): void {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-run-')), 'pglite.tar');
  const script = path.join(__dirname, 'write-pglite-template.ts');
  const tsx = (...args: string[]) =>
    execFileSync(process.execPath, [require.resolve('tsx/cli'), '--conditions=source', ...args], { stdio: 'inherit' });
  tsx(script, file);
  tsx(path.join(__dirname, '../../src/cli/compile-mail.ts'));
  process.env[templateFileVariable] = file;
}
