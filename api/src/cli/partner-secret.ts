/**
 * Operator command for the banks' postback secrets (docs/partners.md), until the operator console
 * does it; the same DATABASE_URL / DATA_DIR / PARTNER_SECRET_KEY env as the server:
 *
 *   npm run partner-secret -w api -- create <bankId>   # the bank's first secret, printed once
 *   npm run partner-secret -w api -- rotate <bankId>   # a second secret; both work until revoke
 *   npm run partner-secret -w api -- revoke <bankId>   # the older of two goes (the only one: the bank is cut off)
 *
 * On the embedded database (PGlite), stop the API first: one process at a time opens it.
 */
import { loadConfig } from '../config.js';
import { runCommand, withDatabase } from './command.js';
import { secretKeyFrom } from '../domain/partner-secret-box.js';
import { runSecretCommand, SecretCommandError, type SecretCommand } from '../services/partner-secrets.js';

const commands: readonly SecretCommand[] = ['create', 'rotate', 'revoke'];

async function main(): Promise<number> {
  const [command, bank] = process.argv.slice(2);
  if (!commands.includes(command as SecretCommand) || !/^\d{1,10}$/.test(bank ?? '')) {
    console.error('Usage: npm run partner-secret -w api -- create|rotate|revoke <bankId>');
    return 2;
  }
  const config = loadConfig();
  const key = secretKeyFrom(config.PARTNER_SECRET_KEY);
  if (!key) {
    console.error('PARTNER_SECRET_KEY is not set: the secrets are stored encrypted with it (64 hex digits, e.g. `openssl rand -hex 32`).');
    return 2;
  }
  const bankId = Number(bank);
  return withDatabase(config, async ({ db }) => {
    const { secret, active } = await runSecretCommand(db, key, command as SecretCommand, bankId);
    if (secret) {
      console.log(`Bank ${bankId}'s new secret (shown this once; hand it to the bank over a safe channel):`);
      console.log(secret);
    }
    console.log(`Bank ${bankId} has ${active} active secret${active === 1 ? '' : 's'}.`);
    return 0;
  }, { error: SecretCommandError, code: 1 });
}

runCommand(main);
