/**
 * Signing in to the operator console: the password (argon2id), then the TOTP second factor,
 * enrolled at the first sign-in; five failures lock the address for 15 minutes with the same
 * answer for an unknown one; sessions end after 30 minutes idle, 12 hours in all, and at sign-out.
 */
import { sql } from 'drizzle-orm';
import { operatorSessionCookie } from '@storefront/shared/contract';
import { ConsoleClient, describeOperatorApi, firstAdmin, signInAs, startOperatorApi, totpNow } from '../support/operator-kit';

describeOperatorApi('operator sign-in', (api) => {
  const exec = (query: ReturnType<typeof sql>) => api.app.db.execute(query);

  it('the first admin from OPERATOR_ADMIN_EMAIL enrols the second factor at the first sign-in (QR code and secret shown once), then signs in with a code', async () => {
    const browser = new ConsoleClient(api.operator);
    expect((await browser.session()).stage).toBe('signed-out');
    const password = await browser.post('/session/password', firstAdmin);
    expect(password.statusCode).toBe(200);
    const step = password.json();
    expect(step.stage).toBe('enrol');
    expect(step.enrolment.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(step.enrolment.otpauthUri).toContain(`secret=${step.enrolment.secret}`);
    expect(step.enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // The secret is not handed out a second time.
    const again = await browser.session();
    expect(again.stage).toBe('enrol');
    expect(JSON.stringify(again)).not.toContain(step.enrolment.secret);

    const code = await totpNow(step.enrolment.secret);
    expect((await browser.post('/session/totp', { code: code === '000000' ? '111111' : '000000' })).statusCode).toBe(401);
    const done = await browser.post('/session/totp', { code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ stage: 'signed-in', operator: { email: firstAdmin.email, role: 'admin', enrolled: true } });
    expect((await browser.get('/operators')).statusCode).toBe(200);

    // The next sign-in asks for a code of the enrolled factor, and shows no secret.
    const later = new ConsoleClient(api.operator);
    await later.session();
    const next = (await later.post('/session/password', firstAdmin)).json();
    expect(next.stage).toBe('totp');
    expect(next.enrolment).toBeUndefined();
    expect((await later.post('/session/totp', { code: await totpNow(step.enrolment.secret) })).json().stage).toBe('signed-in');
  });

  it('the session cookie is HttpOnly and SameSite=Strict, and changes at each sign-in step', async () => {
    const browser = new ConsoleClient(api.operator);
    const first = await browser.get('/session');
    const before = browser.sessionCookie;
    const header = String(first.headers['set-cookie']);
    expect(header).toContain(`${operatorSessionCookie}=`);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).not.toMatch(/Secure/i);
    const client = await signInAs(api, 'support');
    expect(client.sessionCookie).toBeDefined();
    expect(client.sessionCookie).not.toBe(before);
  });

  it('over TLS (a trusted proxy saying https), the cookie is Secure as well', async () => {
    const answer = await api.operator.inject({ method: 'GET', url: '/api/operator/v1/session', headers: { 'x-forwarded-proto': 'https' } });
    const header = String(answer.headers['set-cookie']);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/SameSite=Strict/i);
  });

  it('a wrong password, an unknown address and a disabled operator get the same answer', async () => {
    const support = await signInAs(api, 'support');
    const browser = new ConsoleClient(api.operator);
    await browser.session();
    const wrong = await browser.post('/session/password', { email: support.profile!.email, password: 'not-the-password' });
    const unknown = await browser.post('/session/password', { email: 'nobody@storefront.example', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 'operator.sign-in-failed' });
  });

  it('five failed sign-ins lock the address for 15 minutes, the right password included, and an unknown address alike', async () => {
    const finance = await signInAs(api, 'finance');
    const email = finance.profile!.email;
    const browser = new ConsoleClient(api.operator);
    await browser.session();
    const answers: number[] = [];
    const unknownAnswers: number[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await browser.post('/session/password', { email, password: 'wrong-password' })).statusCode);
      unknownAnswers.push((await browser.post('/session/password', { email: 'ghost@storefront.example', password: 'wrong-password' })).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    expect(unknownAnswers).toEqual(answers);
    const locked = await browser.post('/session/password', { email, password: 'wrong-password' });
    const lockedUnknown = await browser.post('/session/password', { email: 'ghost@storefront.example', password: 'wrong-password' });
    expect(locked.json()).toEqual(lockedUnknown.json());
    expect(locked.json()).toMatchObject({ code: 'operator.locked', detail: 'Too many failed sign-ins: try again in 15 minutes.' });

    // The lock ends after 15 minutes: moved back in time, the right password works again.
    await exec(sql`UPDATE operator_sign_in_failures SET locked_until = now() - interval '1 second' WHERE email = ${email}`);
    const client = new ConsoleClient(api.operator);
    client.totpSecret = finance.totpSecret;
    const state = await client.signIn(email, passwordOf(email));
    expect(state.stage).toBe('signed-in');
  });

  it('sessions end after 30 minutes without a call and 12 hours after sign-in', async () => {
    const idle = await signInAs(api, 'analyst');
    await exec(sql`UPDATE operator_sessions SET last_seen_at = now() - interval '29 minutes' WHERE operator_id = ${idle.profile!.id}`);
    expect((await idle.get('/session')).json().stage).toBe('signed-in');
    await exec(sql`UPDATE operator_sessions SET last_seen_at = now() - interval '31 minutes' WHERE operator_id = ${idle.profile!.id}`);
    expect((await idle.get('/session')).json().stage).toBe('signed-out');

    const long = await signInAs(api, 'analyst');
    await exec(sql`UPDATE operator_sessions SET created_at = now() - interval '12 hours 1 minute' WHERE operator_id = ${long.profile!.id}`);
    expect((await long.get('/session')).json().stage).toBe('signed-out');
  });

  it('sign-out ends the session on the server: its cookie no longer works', async () => {
    const client = await signInAs(api, 'catalog');
    const cookie = client.sessionCookie!;
    expect((await client.delete('/session')).statusCode).toBe(204);
    const replay = new ConsoleClient(api.operator);
    replay.cookies.set(operatorSessionCookie, cookie);
    expect((await replay.get('/session')).json().stage).toBe('signed-out');
    const rows = await exec(sql`SELECT count(*)::int AS n FROM operator_sessions WHERE operator_id = ${client.profile!.id}`) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0].n).toBe(0);
  });

  it('a wrong TOTP code counts as a failed sign-in', async () => {
    const client = await signInAs(api, 'support');
    const email = client.profile!.email;
    const browser = new ConsoleClient(api.operator);
    await browser.session();
    expect((await browser.post('/session/password', { email, password: passwordOf(email) })).json().stage).toBe('totp');
    const code = await totpNow(client.totpSecret);
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await browser.post('/session/totp', { code: wrong })).json()).toMatchObject({ code: 'operator.sign-in-failed' });
    const rows = await exec(sql`SELECT failures FROM operator_sign_in_failures WHERE email = ${email}`) as unknown as { rows: { failures: number }[] };
    expect(rows.rows[0].failures).toBe(1);
  });
}, { TRUST_PROXY: '127.0.0.1' });

/** signInAs's password for an operator it made (`<role>-password-<n>`, n from the address). */
function passwordOf(email: string): string {
  const [role, n] = email.split('.');
  return `${role}-password-${n}`;
}

describe('sign-in attempts from one client', () => {
  it('are limited per client whatever the address tried (RATE_LIMIT_WRITE_MAX), beside the lockout per address', async () => {
    const api = await startOperatorApi({ RATE_LIMIT_WRITE_MAX: 3 });
    try {
      const browser = new ConsoleClient(api.operator);
      await browser.session();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await browser.post('/session/password', { email: `sprayed.${i}@storefront.example`, password: 'guess-password' })).statusCode);
      expect(answers).toEqual([401, 401, 401, 429]);
    } finally {
      await api.operator.close();
      await api.app.close();
    }
  });
});
