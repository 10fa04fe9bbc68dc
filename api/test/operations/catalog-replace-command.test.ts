/**
 * `npm run catalog:replace -w api -- <folder>` on the embedded database (PGlite in a data folder),
 * which serves one process at a time: while another process has the folder open the command
 * refuses, naming that process, and changes nothing; with none (or only the record of one that
 * has ended, as after a crash, or of a pid given to a later process) it publishes the folder and prints each market's live version,
 * which an API started on the folder then serves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import YAML from 'yaml';
import type { CountryFile } from '@storefront/shared/contract';
import { apiRoot } from '../../src/paths';
import { openDatabase } from '../../src/db/client';
import { ownerFile } from '../../src/db/pglite-owner';
import { startApp, tempDir } from '../support/helpers';

const run = promisify(execFile);
/** Node itself runs the TypeScript (tsx as a loader), so a child's pid is the process that opens the folder. */
const nodeArgs = ['--import', 'tsx', '--conditions=source'];

describe('the catalog:replace command on the embedded database', () => {
  const dataDir = tempDir('api-catalog-replace-');
  const settings = { DATABASE_URL: '', DATA_DIR: dataDir };
  const pgliteDir = path.join(dataDir, 'pglite');
  let holder: ChildProcess | undefined;

  afterAll(() => {
    if (holder?.exitCode === null) holder.kill('SIGKILL');
  });

  /** The seed folder with the first AE card renamed. */
  const changedCatalog = (name: string) => {
    const dir = tempDir('api-catalog-folder-');
    fs.cpSync(path.join(apiRoot, 'seed'), dir, { recursive: true });
    const file = path.join(dir, 'catalog', 'ae.yaml');
    const ae = YAML.parse(fs.readFileSync(file, 'utf8')) as CountryFile;
    ae.cards[0].name.en = name;
    fs.writeFileSync(file, YAML.stringify(ae));
    return { dir, cardId: ae.cards[0].id };
  };

  const command = (folder: string) =>
    run(process.execPath, [...nodeArgs, 'src/cli/catalog-replace.ts', folder], {
      cwd: apiRoot, env: { ...process.env, ...settings, LOG_LEVEL: 'silent' },
    }).then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (e: { code: number; stdout: string; stderr: string }) => e);

  /** What an API started on the folder serves: each market's version and the AE card's name. */
  const served = async (cardId: number) => {
    const app = await startApp(settings);
    try {
      return { versions: await app.catalog.versions(), name: (await app.catalog.country('ae')).cardsById.get(cardId)?.productName };
    } finally {
      await app.close();
    }
  };

  it('refuses while another process has the folder open, naming it; publishes once that process has ended, printing what the API then serves', async () => {
    const { dir, cardId } = changedCatalog('Falcon Replaced By Command');
    const before = await served(cardId);
    expect(before.name).not.toBe('Falcon Replaced By Command');
    expect(fs.existsSync(ownerFile(pgliteDir))).toBe(false);

    holder = spawn(process.execPath, [...nodeArgs, 'test/support/hold-pglite.ts', dataDir], { cwd: apiRoot, stdio: ['pipe', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      holder!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
      holder!.once('exit', (code) => reject(new Error(`the holding process ended (${code})`)));
    });

    const refused = await command(dir);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`open in process ${holder.pid}`);
    expect(refused.stdout).not.toContain('is live');

    // The holder dies without closing (a crash): its record stays, naming a process that has ended.
    const ended = new Promise((resolve) => holder!.once('exit', resolve));
    holder.kill('SIGKILL');
    await ended;
    expect(fs.readFileSync(ownerFile(pgliteDir), 'utf8')).toContain(String(holder.pid));
    expect(await served(cardId)).toEqual(before);

    // Nor does a record whose pid a later process has been given since (it started at another time).
    fs.writeFileSync(ownerFile(pgliteDir), `${process.pid} 1\n`);
    const published = await command(dir);
    expect(published).toMatchObject({ code: 0 });
    const printed = Object.fromEntries([...published.stdout.matchAll(/\b(ae|sa|pk) version (\d+)/g)].map(([, market, version]) => [market, Number(version)]));
    expect(printed.ae).toBe(before.versions.ae + 1);
    expect(await served(cardId)).toEqual({ versions: printed, name: 'Falcon Replaced By Command' });
    expect(fs.existsSync(ownerFile(pgliteDir))).toBe(false);
  }, 240_000);

  it('keeps no record for an in-memory database', async () => {
    const dir = tempDir('api-memory-');
    const database = await openDatabase('memory://', dir);
    await database.close();
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(fs.existsSync(ownerFile(path.join(dir, 'pglite')))).toBe(false);
  });
});
