/**
 * The operator listener as `node dist/server.js` starts it: a port of its own (OPERATOR_PORT),
 * never the public one, with the console's files and the operator API on one origin, its OpenAPI
 * at /docs and a strict CSP; without OPERATOR_ADMIN_* a one-time setup link creates the first admin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startServer, type Started } from '../../src/server';
import { buildOperatorServer } from '../../src/operator/server';
import { startApp, tempDir, testAppOptions, testConfig } from '../support/helpers';
import { ConsoleClient } from '../support/operator-kit';

describe('the operator listener', () => {
  let started: Started;
  const consoleDir = tempDir('console-dist-');
  beforeAll(async () => {
    fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Storefront console</title><script src="/main.js"></script>');
    fs.writeFileSync(path.join(consoleDir, 'main.js'), 'console.log("console")');
    const config = testConfig({ PORT: 0, HOST: '127.0.0.1', METRICS_PORT: 0, OPERATOR_PORT: 0, OPERATOR_HOST: '127.0.0.1', CONSOLE_DIR: consoleDir });
    started = await startServer(config, await testAppOptions(config));
  }, 120_000);
  afterAll(async () => started?.close());

  it('is a port of its own: the public port has no operator API, the operator port has it', async () => {
    expect(new URL(started.operatorUrl).port).not.toBe(new URL(started.url).port);
    const publicAnswer = await fetch(`${started.url}/api/operator/v1/session`);
    expect(publicAnswer.status).toBe(404);
    const operatorAnswer = await fetch(`${started.operatorUrl}/api/operator/v1/session`);
    expect(operatorAnswer.status).toBe(200);
    expect(((await operatorAnswer.json()) as { stage: string }).stage).toBe('signed-out');
  });

  it('serves the console on the same origin, its router\'s paths included, with a CSP that allows only its own scripts', async () => {
    const page = await fetch(`${started.operatorUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Storefront console');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect((await fetch(`${started.operatorUrl}/payouts/12`)).status).toBe(200);
    expect(await (await fetch(`${started.operatorUrl}/main.js`)).text()).toContain('console');
    const unknownApi = await fetch(`${started.operatorUrl}/api/operator/v1/nothing-here`);
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.headers.get('content-type')).toContain('application/problem+json');
  });

  it('documents the operator API with OpenAPI at /docs', async () => {
    expect((await fetch(`${started.operatorUrl}/docs`)).status).toBe(200);
    const document = (await (await fetch(`${started.operatorUrl}/docs/json`)).json()) as { info: { title: string }; paths: Record<string, unknown> };
    expect(document.info.title).toBe('Storefront operator API');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/operator/v1/session', '/api/operator/v1/payouts/{batchId}/approval']));
  });
});

describe('the first admin without OPERATOR_ADMIN_EMAIL', () => {
  it('comes from the one-time setup link, which works once and only while no operator exists', async () => {
    const app = await startApp({ CONSOLE_DIR: tempDir('console-') });
    const operator = await buildOperatorServer(app);
    try {
      const token = operator.operatorSetupToken!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const browser = new ConsoleClient(operator);
      await browser.session();
      expect((await browser.post('/setup', { token: 'not-the-token', email: 'boss@storefront.example', password: 'the-boss-password' })).json())
        .toMatchObject({ code: 'operator.setup-invalid' });
      const created = await browser.post('/setup', { token, email: 'boss@storefront.example', password: 'the-boss-password' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ email: 'boss@storefront.example', role: 'admin', enrolled: false });
      expect((await browser.post('/setup', { token, email: 'second@storefront.example', password: 'the-boss-password' })).statusCode).toBe(422);
      expect((await browser.signIn('boss@storefront.example', 'the-boss-password')).operator).toMatchObject({ role: 'admin', enrolled: true });
    } finally {
      await operator.close();
      await app.close();
    }
  });
});
