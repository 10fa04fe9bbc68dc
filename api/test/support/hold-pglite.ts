/**
 * A process that opens the embedded database in a data folder, as the API does, says "open" on its
 * standard output and holds it until it is stopped:
 *   node --import tsx --conditions=source test/support/hold-pglite.ts <DATA_DIR>
 */
import { openDatabase } from '../../src/db/client';

void (async () => {
  await openDatabase('', process.argv[2]);
  process.stdout.write('open\n');
  process.stdin.resume();
})();
