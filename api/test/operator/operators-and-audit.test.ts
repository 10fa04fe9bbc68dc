/**
 * An admin manages operators (create, disable, reset the password or the second factor) and every
 * change lands in the audit log, with who, when, what, before and after; the log itself cannot be
 * changed. Secrets (passwords, second factors, CSRF tokens, session ids) never reach the logs nor
 * the audit log, and an enrolment's secret is handed out once.
 */
import { sql } from 'drizzle-orm';
import { operatorSessionCookie, type AuditEntry } from '@storefront/shared/contract';
import { buildOperatorServer } from '../../src/operator/server';
import { appWithLogs } from '../support/log-kit';
import { ConsoleClient, describeOperatorApi, firstAdmin, signInAs, type OperatorApi } from '../support/operator-kit';

const auditOf = async (admin: ConsoleClient, query = ''): Promise<AuditEntry[]> => (await admin.get(`/audit${query}`)).json().entries;

describeOperatorApi('operators and the audit log', (api: OperatorApi) => {
  let admin: ConsoleClient;
  beforeAll(async () => {
    admin = await signInAs(api, 'admin');
  });

  it('an admin creates an operator, who enrols at their first sign-in; the audit log names who created whom, without the password', async () => {
    const password = 'support-person-password';
    const created = await admin.post('/operators', { email: 'New.Support@Storefront.example', role: 'support', password });
    expect(created.statusCode).toBe(201);
    const operator = created.json();
    expect(operator).toMatchObject({ email: 'new.support@storefront.example', role: 'support', disabled: false, enrolled: false });
    expect((await admin.post('/operators', { email: 'new.support@storefront.example', role: 'finance', password })).json()).toMatchObject({ code: 'operator.email-taken' });

    const [entry] = await auditOf(admin, `?targetType=operator&targetId=${operator.id}`);
    expect(entry).toMatchObject({
      operatorId: admin.profile!.id, operatorEmail: admin.profile!.email, action: 'operator.created', targetType: 'operator', targetId: String(operator.id),
      after: { email: 'new.support@storefront.example', role: 'support', disabled: false, enrolled: false },
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(10 * 60_000);

    const support = new ConsoleClient(api.operator);
    expect((await support.signIn('new.support@storefront.example', password)).operator).toMatchObject({ role: 'support', enrolled: true });
    const all = JSON.stringify(await auditOf(admin, '?limit=500'));
    expect(all).not.toContain(password);
    expect(all).not.toContain(support.totpSecret);
    expect(all).not.toContain('$argon2');
  });

  it('disabling an operator ends their sessions at once and keeps them from signing in; the change is audited with before and after', async () => {
    const finance = await signInAs(api, 'finance');
    const id = finance.profile!.id;
    const disabled = await admin.patch(`/operators/${id}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ id, disabled: true });
    expect((await finance.get('/bonuses')).statusCode).toBe(401);
    const again = new ConsoleClient(api.operator);
    await again.session();
    expect((await again.post('/session/password', { email: finance.profile!.email, password: `finance-password-${finance.profile!.email.split('.')[1]}` })).json())
      .toMatchObject({ code: 'operator.sign-in-failed' });

    const [entry] = await auditOf(admin, `?action=operator.disabled&targetId=${id}`);
    expect(entry).toMatchObject({ before: { disabled: false }, after: { disabled: true }, operatorEmail: admin.profile!.email });
    expect((await admin.patch(`/operators/${id}`, { disabled: false })).json()).toMatchObject({ disabled: false });
  });

  it('resetting the password and the second factor ends the operator\'s sessions; they sign in with the new password and enrol again', async () => {
    const catalog = await signInAs(api, 'catalog');
    const id = catalog.profile!.id;
    expect((await admin.post(`/operators/${id}/password`, { password: 'the-new-catalog-password' })).statusCode).toBe(200);
    expect((await catalog.get('/session')).json().stage).toBe('signed-out');
    expect((await admin.delete(`/operators/${id}/second-factor`)).json()).toMatchObject({ enrolled: false });

    const browser = new ConsoleClient(api.operator);
    await browser.session();
    const step = (await browser.post('/session/password', { email: catalog.profile!.email, password: 'the-new-catalog-password' })).json();
    expect(step.stage).toBe('enrol');
    expect(step.enrolment.secret).not.toBe(catalog.totpSecret);
    const actions = (await auditOf(admin, `?targetType=operator&targetId=${id}`)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['operator.password-reset', 'operator.totp-reset']));
  });

  it('the last active admin cannot be disabled nor demoted', async () => {
    const others = (await admin.get('/operators')).json().operators.filter((o: { role: string; id: number; disabled: boolean }) => o.role === 'admin' && o.id !== admin.profile!.id && !o.disabled);
    for (const other of others) await admin.patch(`/operators/${other.id}`, { disabled: true });
    const self = await admin.patch(`/operators/${admin.profile!.id}`, { role: 'support' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'operator.last-admin' });
    for (const other of others) await admin.patch(`/operators/${other.id}`, { disabled: false });
  });

  it('sign-in and sign-out are in the audit log too', async () => {
    const analyst = await signInAs(api, 'analyst');
    expect((await analyst.delete('/session')).statusCode).toBe(204);
    const actions = (await auditOf(admin, `?operatorId=${analyst.profile!.id}`)).map((e) => e.action);
    expect(actions).toEqual(['operator.signed-out', 'operator.signed-in', 'operator.totp-enrolled']);
  });

  it('the audit log is read-only: the database refuses to change or delete a line, and the API has no call that would', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      api.app.db.execute(query).then(() => 'done', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
    expect(await refusal(sql`UPDATE audit_log SET action = 'nothing'`)).toBe('the audit log is read-only');
    expect(await refusal(sql`DELETE FROM audit_log`)).toBe('the audit log is read-only');
    const auditRoutes = api.operator.operatorRoutes.filter((r) => r.url.includes('/audit'));
    expect(auditRoutes.map((r) => r.method)).toEqual(['GET']);
  });
});

describe('operator secrets in the logs', () => {
  it('no password, second factor, CSRF token nor session id is logged', async () => {
    const { app, raw } = await appWithLogs({ OPERATOR_ADMIN_EMAIL: firstAdmin.email, OPERATOR_ADMIN_PASSWORD: firstAdmin.password });
    const operator = await buildOperatorServer(app);
    try {
      const browser = new ConsoleClient(operator);
      await browser.signIn(firstAdmin.email, firstAdmin.password);
      await browser.post('/operators', { email: 'logged@storefront.example', role: 'finance', password: 'never-in-the-logs-1' });
      await browser.post('/session/password', { email: firstAdmin.email, password: 'a-wrong-password' });
      const log = raw.join('\n');
      expect(log).toContain('/api/operator/v1/operators');
      for (const secret of [firstAdmin.password, 'never-in-the-logs-1', 'a-wrong-password', browser.totpSecret, browser.csrfToken, browser.cookies.get(operatorSessionCookie)!.split('.')[0]]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await operator.close();
      await app.close();
    }
  });
});
