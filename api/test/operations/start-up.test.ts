/**
 * The start-up brings the database it opens to the current schema and catalog: an empty one gets
 * every migration and the seed catalog; one already migrated and seeded (the tests' PGlite
 * template) gets nothing and serves the same catalog.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../../src/db/client';
import { injectClient } from '../support/journey';
import { appWithLogs } from '../support/log-kit';
import { testSharedBuffers } from '../../../shared/tooling/testing/pglite';

const migrations = fs.readdirSync(migrationsDir).filter((file) => file.endsWith('.sql')).sort();

type Started = Awaited<ReturnType<typeof startedWith>>;

/** What an app's start-up logged on an empty database (fresh) or on the template, and the catalog it serves. */
async function startedWith(fresh: boolean) {
  const { app, lines } = await appWithLogs({}, {}, { fresh });
  try {
    const messages = lines();
    const features = await injectClient(app)('GET', '/api/productFeatures/public', { country: 'AE' });
    const settings = (await app.db.execute(sql`select current_setting('shared_buffers') as "sharedBuffers"`)) as unknown as {
      rows: { sharedBuffers: string }[];
    };
    return {
      sharedBuffers: settings.rows[0].sharedBuffers,
      applied: messages.find((line) => line.msg === 'migrations applied')?.applied ?? [],
      seeded: messages.some((line) => line.msg === 'seed catalog loaded'),
      features,
    };
  } finally {
    await app.close();
  }
}

describe('start-up on PGlite', () => {
  let fresh: Started;
  let template: Started;
  // One of the apps migrates and seeds an empty database: slow on a loaded machine.
  beforeAll(async () => {
    fresh = await startedWith(true);
    template = await startedWith(false);
  }, 120_000);

  it('applies every migration to an empty database and loads the seed catalog', () => {
    expect(fresh.applied).toEqual(migrations);
    expect(fresh.seeded).toBe(true);
    expect(fresh.features.status).toBe(200);
  });

  it('changes nothing in a database already migrated and seeded, and serves the same catalog', () => {
    expect(template.applied).toEqual([]);
    expect(template.seeded).toBe(false);
    expect(template.features).toEqual(fresh.features);
  });

  it("starts the template sized for tests, while a database of the API's own keeps PostgreSQL's shared-buffer pool", () => {
    expect(template.sharedBuffers).toBe(testSharedBuffers);
    expect(fresh.sharedBuffers).toBe('128MB');
  });
});
