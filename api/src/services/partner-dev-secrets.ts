import fs from 'node:fs/promises';
import path from 'node:path';
import { newPartnerSecret } from '../domain/partner-secret-box.js';

/**
 * Development postback secrets (PARTNER_DEV_SECRETS, never in effect when NODE_ENV=production): one
 * per bank, in DATA_DIR/partner-dev-secrets.json (mode 0600), where `npm run partner-sandbox` reads
 * them to play the banks. Kept across starts; a bank new to the catalog gets one.
 */

export const DEV_SECRETS_FILE = 'partner-dev-secrets.json';

export type DevSecrets = Map<number, string>;

export async function ensureDevSecrets(dataDir: string, bankIds: number[]): Promise<DevSecrets> {
  const file = path.join(dataDir, DEV_SECRETS_FILE);
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, string>;
  } catch {
    stored = {};
  }
  const secrets = new Map(bankIds.map((id) => [id, typeof stored[id] === 'string' ? stored[id] : newPartnerSecret()]));
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(Object.fromEntries(secrets), null, 2)}\n`, { mode: 0o600 });
  // writeFile keeps the mode of a file that existed: make sure it is the owner's only.
  await fs.chmod(file, 0o600);
  return secrets;
}
