/**
 * `npm run partner-sandbox` against a real running API (listening on a free port): it plays the
 * application's bank with the development secrets the API wrote, and the API applies its postback.
 * A production start never accepts those secrets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { startApp, tempDir } from '../support/helpers';
import { describePartnerLoop, partnerSecretKeyHex, type PartnerLoop } from '../support/partner-kit';
import { DEV_SECRETS_FILE } from '../../src/services/partner-dev-secrets';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');
const dataDir = tempDir('api-partner-dev-');

/** The sandbox as `npm run partner-sandbox -- …` runs it, against `baseUrl`. */
async function sandbox(baseUrl: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, [path.join(root, 'scripts/partner-sandbox.mjs'), ...args, '--api', baseUrl, '--data-dir', dataDir], { cwd: root })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
    .catch((error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));
}

async function listen(loop: PartnerLoop): Promise<string> {
  if (!loop.app.server.listening) await loop.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(loop.app.server.address() as AddressInfo).port}`;
}

describePartnerLoop('the partner sandbox', (loop) => {
  it('writes a development secret per bank, readable by its owner only', () => {
    const file = path.join(dataDir, DEV_SECRETS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8'))).length).toBeGreaterThan(5);
  });

  it("signs and sends the bank's postback and prints the API's answer", async () => {
    const baseUrl = await listen(loop);
    const card = await loop.submitted('Card', 'ae');
    const approved = await sandbox(baseUrl, 'approve', card.reference);
    expect(approved).toEqual(expect.objectContaining({ code: 0 }));
    expect(approved.stdout).toContain(`approved ${card.reference} as bank ${card.bankId}: 200`);
    expect(approved.stdout).toContain('"applicationStatus":"Approved"');
    expect((await loop.read(card)).status).toBe('Approved');

    const loan = await loop.submitted('Loan', 'pk');
    expect((await sandbox(baseUrl, 'decline', loan.reference, '--reason', 'Income not verified')).code).toBe(0);
    expect((await loop.read(loan)).status).toBe('Declined');
    const refused = await sandbox(baseUrl, 'issue', loan.reference);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(': 409');
  }, 60_000);
}, { PARTNER_DEV_SECRETS: true, DATA_DIR: dataDir });

describe('a production start', () => {
  it('never accepts the development secrets, nor writes them', async () => {
    const file = path.join(dataDir, DEV_SECRETS_FILE);
    const before = fs.readFileSync(file, 'utf8');
    const app = await startApp({ PARTNER_DEV_SECRETS: true, NODE_ENV: 'production', DATA_DIR: dataDir, PARTNER_SECRET_KEY: partnerSecretKeyHex, OPERATOR_TOTP_KEY: '5a'.repeat(32) });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const refused = await sandbox(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, 'approve', 'SF-22222222', '--bank', Object.keys(JSON.parse(before))[0]);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain(': 401');
      expect(refused.stdout).toContain('partner.unauthorized');
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
    } finally {
      await app.close();
    }
  }, 120_000);
});
