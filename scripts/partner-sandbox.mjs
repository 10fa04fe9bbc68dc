// `npm run partner-sandbox -- <approve|decline|issue|reverse> <reference> [--reason "…"]`: plays the
// bank of an application against the API that `npm start` runs. It signs the postback as a bank
// does (docs/partners.md: X-Partner-Signature t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>">) with the development secrets the API wrote for each bank at start
// (PARTNER_DEV_SECRETS, which `npm start` sets and NODE_ENV=production turns off), sends it to
// POST /api/partner/v1/conversions and prints the API's answer.
//
// The application's bank is found as a bank would find nothing else: the API answers 404 to every
// other bank. Options: --bank <id> (that bank only), --api <url> (default the API of `npm start`,
// API_PORT), --data-dir <dir> (the API's DATA_DIR, default api/.data).
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { portOf } = require('../shared/tooling/platform.cjs');
const statuses = { approve: 'approved', decline: 'declined', issue: 'issued', reverse: 'reversed' };

function fail(message) {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { reason: { type: 'string' }, bank: { type: 'string' }, api: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const [action, reference] = positionals;
if (!statuses[action] || !reference) {
  fail('Usage: npm run partner-sandbox -- <approve|decline|issue|reverse> <reference> [--reason "…"] [--bank <id>] [--api <url>] [--data-dir <dir>]');
}
const api = (values.api ?? process.env.API_BASE_URL ?? `http://127.0.0.1:${portOf('api')}`).replace(/\/$/, '');
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? path.join(root, 'api', '.data');
const secretsFile = path.join(dataDir, 'partner-dev-secrets.json');
if (!fs.existsSync(secretsFile)) {
  fail(`No development secrets at ${secretsFile}: start the storefront with \`npm start\` (not with NODE_ENV=production) first.`);
}
const secrets = JSON.parse(fs.readFileSync(secretsFile, 'utf8'));
const banks = values.bank ? [values.bank] : Object.keys(secrets);

const event = {
  eventId: `sandbox-${randomUUID()}`,
  reference,
  status: statuses[action],
  occurredAt: new Date().toISOString(),
  ...(values.reason ? { reason: values.reason } : {}),
};
const body = JSON.stringify(event);

/** The postback as bank `bankId` sends it. */
async function send(bankId) {
  const secret = secrets[bankId];
  if (!secret) fail(`No development secret for bank ${bankId} in ${secretsFile}.`);
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const res = await fetch(`${api}/api/partner/v1/conversions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-partner-id': bankId, 'x-partner-signature': `t=${t},v1=${v1}` },
    body,
  });
  return { bankId, status: res.status, answer: await res.text() };
}

let last;
try {
  for (const bankId of banks) {
    last = await send(bankId);
    if (last.status !== 404) break;
  }
} catch (error) {
  fail(`The API at ${api} did not answer (${error.cause?.code ?? error.message}): is \`npm start\` running?`);
}
const as = last.status === 404 ? 'no bank of the catalog' : `bank ${last.bankId}`;
console.log(`${event.status} ${reference} as ${as}: ${last.status}`);
console.log(last.answer);
process.exit(last.status === 200 ? 0 : 1);
