/**
 * `npm run partner-secret -w api -- create|rotate|revoke <bankId>` as an operator runs it, on the
 * database an API has set up (PGlite in a data folder, PostgreSQL in a schema): a new secret is
 * printed once and the API then accepts postbacks signed with it.
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startApp, tempDir, testDatabases } from '../support/helpers';
import { PartnerLoop, partnerSecretKeyHex } from '../support/partner-kit';

const run = promisify(execFile);
const apiRoot = path.resolve(__dirname, '../..');
const tsx = path.resolve(apiRoot, '../node_modules/.bin/tsx');

describe.each(testDatabases)('the partner-secret command on %s', (name, makeDatabase) => {
  let settings: Record<string, string>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await makeDatabase();
    drop = database.drop;
    settings = name === 'PGlite'
      ? { DATABASE_URL: '', DATA_DIR: tempDir('api-partner-cli-') }
      : { DATABASE_URL: database.url, DATA_DIR: tempDir('api-partner-cli-') };
  });
  afterAll(async () => drop?.());

  /** The command with the API's settings (the source, as `npm run dev` runs it). */
  const command = (...args: string[]) =>
    run(tsx, ['--conditions=source', 'src/cli/partner-secret.ts', ...args], {
      cwd: apiRoot, env: { ...process.env, ...settings, PARTNER_SECRET_KEY: partnerSecretKeyHex, LOG_LEVEL: 'silent' },
    }).then(({ stdout }) => ({ code: 0, stdout, stderr: '' }), (e: { code: number; stdout: string; stderr: string }) => e);

  it('creates a secret printed once, which the API then accepts; refuses a second create and a missing key', async () => {
    // The API sets the database up (migrations, catalog), then stops: PGlite has one process at a time.
    const first = await startApp({ ...settings, PARTNER_SECRET_KEY: partnerSecretKeyHex });
    const loop = new PartnerLoop({ app: first });
    const submitted = await loop.submitted();
    await first.close();

    const created = await command('create', String(submitted.bankId));
    expect(created.code).toBe(0);
    const secret = /^(whsec_[0-9a-f]{64})$/m.exec(created.stdout)?.[1];
    expect(secret).toBeDefined();
    expect(created.stdout).toContain(`Bank ${submitted.bankId} has 1 active secret.`);
    const again = await command('create', String(submitted.bankId));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('has a secret already: rotate it');
    expect((await command('rotate', '99999999')).stderr).toContain('There is no bank 99999999');
    const noKey = await run(tsx, ['--conditions=source', 'src/cli/partner-secret.ts', 'create', String(submitted.bankId)], {
      cwd: apiRoot, env: { ...process.env, ...settings, PARTNER_SECRET_KEY: '' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(noKey).toEqual(expect.objectContaining({ code: 2, stderr: expect.stringContaining('PARTNER_SECRET_KEY is not set') }));

    const second = await startApp({ ...settings, PARTNER_SECRET_KEY: partnerSecretKeyHex });
    try {
      const res = await new PartnerLoop({ app: second }).postback(submitted.bankId, { ...loop.event(submitted, 'approved') }, { secret });
      expect(res.status).toBe(200);
    } finally {
      await second.close();
    }
  }, 180_000);
});
