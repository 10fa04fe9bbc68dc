/** The partner secrets and signatures never reach the logs, whatever a postback's fate; its outcome does. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appWithLogs } from '../support/log-kit';
import { tempDir, testDatabases } from '../support/helpers';
import { PartnerLoop, partnerSecretKeyHex } from '../support/partner-kit';
import { DEV_SECRETS_FILE } from '../../src/services/partner-dev-secrets';

describe.each(testDatabases)('partner secrets in the logs on %s', (_name, makeDatabase) => {
  let app: FastifyInstance;
  let raw: string[];
  let drop: () => Promise<void>;
  const dataDir = tempDir('api-partner-logs-');

  beforeAll(async () => {
    const database = await makeDatabase();
    drop = database.drop;
    ({ app, raw } = await appWithLogs({ DATABASE_URL: database.url, PARTNER_SECRET_KEY: partnerSecretKeyHex, PARTNER_DEV_SECRETS: true, DATA_DIR: dataDir }));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('logs the outcome of each postback and none of the secrets, the key or the signatures', async () => {
    const loop = new PartnerLoop({ app });
    const submitted = await loop.submitted();
    const secret = await loop.secretOf(submitted.bankId);
    const answers = [
      await loop.postback(submitted.bankId, loop.event(submitted, 'approved')),
      await loop.postback(submitted.bankId, loop.event(submitted, 'issued'), { secret: `${secret}x` }),
      await loop.postback(submitted.bankId, loop.event(submitted, 'issued'), { timestamp: 1 }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 401]);

    const logged = raw.join('\n');
    const devSecrets = Object.values(JSON.parse(fs.readFileSync(path.join(dataDir, DEV_SECRETS_FILE), 'utf8')) as Record<string, string>);
    for (const hidden of [secret, partnerSecretKeyHex, ...devSecrets]) expect(logged).not.toContain(hidden);
    expect(logged).not.toMatch(/v1=[0-9a-f]{64}/);
    expect(logged).not.toContain('x-partner-signature');
    expect(logged).toContain(`"applicationReference":"${submitted.reference}","outcome":"applied"`);
    expect(logged).toContain('partner postback refused: signature');
  });
});
