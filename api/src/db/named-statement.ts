import type { Tx } from './client.js';

/**
 * A named statement, built once per database handle: Drizzle writes its SQL text and maps its
 * columns once, and PostgreSQL parses and plans it once per connection. `build` ends in
 * `.prepare(name)`; its placeholders (`sql.placeholder`) are bound by `execute` on each call.
 * A transaction is a handle of its own, so a statement prepared in one is never used outside it.
 */
export function namedStatement<Prepared>(build: (db: Tx) => Prepared): (db: Tx) => Prepared {
  const built = new WeakMap<Tx, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) built.set(db, (prepared = build(db)));
    return prepared;
  };
}
