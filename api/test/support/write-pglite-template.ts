/**
 * Writes the PGlite template of the API's tests (pglite-template.ts): an embedded PGlite in a
 * temporary folder, migrated and seeded by the API's own start-up step (prepareDatabase), sized for
 * tests (shared/tooling/testing/pglite.ts), dumped to `<file>`.
 *
 *   tsx --conditions=source api/test/support/write-pglite-template.ts <file>
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/plugins/app/database';
import { loadConfig } from '../../src/config';
import { sizeForTests } from '../../../shared/tooling/testing/pglite';

async function writeTemplate(file: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pglite-template-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir });
    const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
    try {
      await prepareDatabase(database, config.SEED_DIR);
    } finally {
      await database.close();
    }
    sizeForTests(path.join(dataDir, 'pglite'));
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      const dump = await pglite.dumpDataDir('none');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const file = process.argv[2];
if (!file) throw new Error('usage: write-pglite-template.ts <file>');
writeTemplate(file).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
