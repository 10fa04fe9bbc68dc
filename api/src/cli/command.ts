import type { Config } from '../config.js';
import { migrate, openDatabase, type Database } from '../db/client.js';

/**
 * An operator command's frame: `main` answers the exit code; an error it did not expect prints
 * its message (never a stack) and exits 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then((code) => process.exit(code), (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/**
 * `use` on the server's database (DATABASE_URL / DATA_DIR), migrated, closed afterwards. An error
 * of `expected`'s class is the operator's: its message is printed and the command exits with
 * `code`. On the embedded database one process at a time opens it: stop the API first.
 */
export async function withDatabase(
  config: Config,
  use: (database: Database) => Promise<number>,
  expected: { error: abstract new (...args: never[]) => Error; code: number },
): Promise<number> {
  const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
  try {
    await migrate(database);
    return await use(database);
  } catch (error) {
    if (error instanceof expected.error) {
      console.error(error.message);
      return expected.code;
    }
    throw error;
  } finally {
    await database.close();
  }
}
