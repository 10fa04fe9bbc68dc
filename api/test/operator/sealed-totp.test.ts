/**
 * Operators' TOTP secrets are sealed at rest under OPERATOR_TOTP_KEY: the operator's row and the
 * session of a sign-in halfway through enrolment hold no clear secret, sign-in with the code still
 * works, a secret stored clear before is sealed at the next start, and production refuses to
 * start without a key of its own.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { buildOperatorServer } from '../../src/operator/server';
import { createOperator } from '../../src/services/operators';
import { updateOperator } from '../../src/db/repositories/operators';
import { openTotpSecret } from '../../src/domain/operator-totp-box';
import { secretKeyFrom } from '../../src/domain/secret-box';
import { ConsoleClient, describeOperatorApi, signInAs, type OperatorApi } from '../support/operator-kit';

const totpKeyHex = '7e'.repeat(32);
const totpKey = secretKeyFrom(totpKeyHex)!;

describeOperatorApi('sealed TOTP secrets', (api: OperatorApi) => {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await api.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const stored = async (operatorId: number) =>
    (await rows<{ totp_secret: string | null; totp_sealed: Buffer | Uint8Array | null }>(sql`SELECT totp_secret, totp_sealed FROM operators WHERE id = ${operatorId}`))[0];

  it('the operator\'s row holds the secret sealed, never clear, and the code signs in', async () => {
    const client = await signInAs(api, 'finance');
    const row = await stored(client.profile!.id);
    expect(row.totp_secret).toBeNull();
    const sealed = Buffer.from(row.totp_sealed!);
    expect(sealed.toString('latin1')).not.toContain(client.totpSecret);
    expect(openTotpSecret(totpKey, client.profile!.id, sealed)).toBe(client.totpSecret);
    // Bound to the operator: the same bytes do not open as another operator's.
    expect(openTotpSecret(totpKey, client.profile!.id + 1, sealed)).toBeNull();

    const again = new ConsoleClient(api.operator);
    again.totpSecret = client.totpSecret;
    expect((await again.signIn(client.profile!.email, `finance-password-${client.profile!.email.split('.')[1]}`)).stage).toBe('signed-in');
  });

  it('a sign-in halfway through enrolment keeps the new secret sealed in its session', async () => {
    const email = `enrolling.${Date.now()}@storefront.example`;
    const operator = await createOperator(api.app.db, { id: null, email: 'test' }, { email, role: 'support', password: 'enrolling-password-1' });
    const browser = new ConsoleClient(api.operator);
    await browser.session();
    const step = (await browser.post('/session/password', { email, password: 'enrolling-password-1' })).json();
    expect(step.stage).toBe('enrol');
    const sessions = await rows<{ data: unknown }>(sql`SELECT data FROM operator_sessions WHERE data ->> 'pendingOperatorId' = ${String(operator.id)}`);
    expect(sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(sessions)).not.toContain(step.enrolment.secret);
    browser.totpSecret = step.enrolment.secret;
    expect((await browser.signIn(email, 'enrolling-password-1')).stage).toBe('signed-in');
  });

  it('a secret stored clear before is sealed at the next start, and its code still signs in', async () => {
    const email = `clear.${Date.now()}@storefront.example`;
    const operator = await createOperator(api.app.db, { id: null, email: 'test' }, { email, role: 'analyst', password: 'clear-password-1' });
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await updateOperator(api.app.db, operator.id, { totpSecret: secret });

    const restarted = await buildOperatorServer(api.app);
    try {
      const row = await stored(operator.id);
      expect(row.totp_secret).toBeNull();
      expect(openTotpSecret(totpKey, operator.id, Buffer.from(row.totp_sealed!))).toBe(secret);
      const client = new ConsoleClient(restarted);
      client.totpSecret = secret;
      expect((await client.signIn(email, 'clear-password-1')).stage).toBe('signed-in');
      const audit = await rows<{ action: string }>(sql`SELECT action FROM audit_log WHERE target_type = 'operator' AND target_id = ${String(operator.id)}`);
      expect(audit.map((a) => a.action)).toContain('operator.totp-sealed');
    } finally {
      await restarted.close();
    }
  });
}, { OPERATOR_TOTP_KEY: totpKeyHex });

describe('OPERATOR_TOTP_KEY', () => {
  it('is required in production, and defaults to the development key elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OPERATOR_TOTP_KEY must be set when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_TOTP_KEY: totpKeyHex }).OPERATOR_TOTP_KEY).toBe(totpKeyHex);
    expect(loadConfig({}).OPERATOR_TOTP_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(() => loadConfig({ OPERATOR_TOTP_KEY: 'not-hex' })).toThrow();
  });
});
