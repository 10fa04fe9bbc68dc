// Runs in its own Node process (PGlite loads its WebAssembly with a dynamic import, which Jest's
// module sandbox refuses): opens the PGlite data folder given as argv[2], runs the named queries
// read from stdin as JSON {name: sql}, prints {name: rows} as JSON, and closes the database.
const { PGlite } = require('@electric-sql/pglite');

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const queries = JSON.parse(input);
  const db = await PGlite.create(process.argv[2]);
  try {
    const result = {};
    for (const [name, sql] of Object.entries(queries)) result[name] = (await db.query(sql)).rows;
    process.stdout.write(JSON.stringify(result));
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  process.stderr.write(String(error && error.stack ? error.stack : error));
  process.exit(1);
});
