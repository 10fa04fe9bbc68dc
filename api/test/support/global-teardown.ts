/** Jest global tear-down of the API's tests: removes the run's temporary folder (the PGlite template, the tests' mail folders). */
import fs from 'node:fs';
import path from 'node:path';
import { templateFileVariable } from './pglite-template';

export default function globalTeardown(): void {
  const file = process.env[templateFileVariable];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
