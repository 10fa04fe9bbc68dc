/**
 * Operator command: applies a bank's monthly reconciliation CSV (docs/partners.md) with the rules
 * of its postbacks, and prints what changed, what was known already and what was refused, and why.
 * The same DATABASE_URL / DATA_DIR env as the server (on the embedded database, stop the API first):
 *
 *   npm run partner-reconcile -w api -- <bankId> <file.csv>
 */
import fs from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { runCommand, withDatabase } from './command.js';
import { bankExists } from '../db/repositories/partner-secrets.js';
import { CatalogService } from '../catalog/service.js';
import { createMailContext } from '../mail/context.js';
import { reconcile, ReconciliationFileError } from '../services/partner-reconciliation.js';

async function main(): Promise<number> {
  const [bank, file] = process.argv.slice(2);
  if (!/^\d{1,10}$/.test(bank ?? '') || !file) {
    console.error('Usage: npm run partner-reconcile -w api -- <bankId> <file.csv>');
    return 2;
  }
  const csv = await fs.readFile(file, 'utf8');
  const config = loadConfig();
  const bankId = Number(bank);
  return withDatabase(config, async ({ db }) => {
    if (!(await bankExists(db, bankId))) {
      console.error(`There is no bank ${bankId} in the catalog.`);
      return 1;
    }
    // The visitors' news (approved, declined) goes out through the outbox, as with a postback.
    const mail = createMailContext(db, new CatalogService(db), config);
    const summary = await reconcile(db, bankId, csv, { mail });
    for (const row of summary.rows) {
      const what = row.outcome === 'refused' ? `refused: ${row.reason}` : `${row.outcome} (${row.applicationStatus})`;
      console.log(`line ${row.line} ${row.reference} ${row.eventId}: ${what}`);
    }
    console.log(`${summary.changed} changed, ${summary.applied} applied without a change, ${summary.known} known already, ${summary.refused} refused.`);
    return summary.refused ? 1 : 0;
  }, { error: ReconciliationFileError, code: 2 });
}

runCommand(main);
