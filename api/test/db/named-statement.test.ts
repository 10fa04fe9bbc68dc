/** Named statements, on PGlite and PostgreSQL: built once per database handle, bound anew on every call, never shared with a transaction. */
import { eq, sql } from 'drizzle-orm';
import { describeOnDatabases } from '../support/helpers';
import { namedStatement } from '../../src/db/named-statement';
import { locations } from '../../src/db/schema';
import type { Tx } from '../../src/db/client';

describeOnDatabases('namedStatement', (started) => {

  const builder = () => {
    const handles: Tx[] = [];
    const statement = namedStatement((db) => {
      handles.push(db);
      return db.select({ id: locations.id }).from(locations).where(eq(locations.id, sql.placeholder('id'))).prepare('location_by_id_test');
    });
    return { handles, statement };
  };

  it('builds the statement once for a database and binds each call its own values', async () => {
    const { app } = started;
    const [first, second] = await app.db.select({ id: locations.id }).from(locations).limit(2);
    const { handles, statement } = builder();
    expect(await statement(app.db).execute({ id: first.id })).toEqual([{ id: first.id }]);
    expect(await statement(app.db).execute({ id: second.id })).toEqual([{ id: second.id }]);
    expect(await statement(app.db).execute({ id: -1 })).toEqual([]);
    expect(handles).toEqual([app.db]);
  });

  it('builds it anew inside a transaction, which sees its own uncommitted rows, and leaves the database\'s own alone', async () => {
    const { app } = started;
    const [existing] = await app.db.select().from(locations).limit(1);
    const { handles, statement } = builder();
    const outside = statement(app.db);
    let seenInside: { id: number }[] = [];
    const rolledBack = await app.db.transaction(async (tx) => {
      await tx.insert(locations).values({ ...existing, id: 9_999_001 });
      seenInside = await statement(tx).execute({ id: 9_999_001 });
      tx.rollback();
    }).then(() => false, () => true);
    expect(rolledBack).toBe(true);
    expect(seenInside).toEqual([{ id: 9_999_001 }]);
    expect(handles).toHaveLength(2);
    expect(handles[1]).not.toBe(app.db);
    expect(statement(app.db)).toBe(outside);
    expect(await outside.execute({ id: 9_999_001 })).toEqual([]);
  });
});
