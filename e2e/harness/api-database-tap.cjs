// Preloaded into the browser tests' API process (`node --require`, see api-server.ts): lets the
// test read the API's embedded database while the API runs. The API opens its single-process
// PGlite with PGlite.create; the tap keeps the instance it gives, and answers each message of the
// parent's IPC channel, {id, queries: {name: sql}}, with {id, rows: {name: rows}} or {id, error}.
// The queries of a message run in one transaction, and PGlite runs one transaction at a time, so a
// read sees every table as of one moment, never a transaction of the API half done. The API
// itself is the built one, unchanged: the tap only reads.
const path = require('node:path');

const { PGlite } = require(require.resolve('@electric-sql/pglite', { paths: [path.join(__dirname, '../../api')] }));

let opened;
const create = PGlite.create;
PGlite.create = async function (...args) {
  const db = await create.apply(this, args);
  opened = db;
  return db;
};

async function read(queries) {
  if (!opened) throw new Error('The API has not opened its embedded database');
  return opened.transaction(async (tx) => {
    const rows = {};
    for (const [name, sql] of Object.entries(queries)) rows[name] = (await tx.query(sql)).rows;
    return rows;
  });
}

if (process.send) {
  process.on('message', (message) => {
    if (!message || typeof message !== 'object' || !('queries' in message)) return;
    read(message.queries).then(
      (rows) => process.send({ id: message.id, rows }),
      (error) => process.send({ id: message.id, error: String(error && error.stack ? error.stack : error) }),
    );
  });
  // The channel must not keep the API alive once its shutdown has closed everything else.
  process.channel.unref();
}
