/**
 * README.md's first command brings up the operator console too: `npm start` (here `npm start --
 * --no-build` over the built apps, as static-servers.e2e.test.ts runs it) prints the console's
 * address; with no operator and no OPERATOR_ADMIN_EMAIL, the API's log holds the first admin's
 * one-time setup link, whose page passes axe and fits 1280 and 768 px; it creates the admin in
 * Chromium, who signs in and enrols the second factor. Stopping npm frees the console's port too.
 */
import { connect } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from '../../harness/browser';
import { axeFindings, signIn } from '../../harness/console';
import { launch, stopThroughNpm, type Launched } from '../../harness/npm-start';

jest.setTimeout(300_000);

let site: Launched | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  // No first admin from the settings, whatever the environment running the tests holds.
  site = await launch({ OPERATOR_ADMIN_EMAIL: '', OPERATOR_ADMIN_PASSWORD: '' });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  site?.cleanUp();
});

const refuses = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

it('prints the console\'s address; its setup link makes the first admin, who signs in with a second factor; stopping npm frees its port', async () => {
  const output = site!.output();
  const printed = /^Operator console on (http:\/\/127\.0\.0\.1:(\d+)) /m.exec(output);
  expect(printed).not.toBeNull();
  const [, consoleUrl, port] = printed!;
  const setupLink = /create the first admin at (http:\/\/\S+\/setup#[A-Za-z0-9_-]+)/.exec(output);
  expect(setupLink).not.toBeNull();
  expect(new URL(setupLink![1]).origin).toBe(consoleUrl);

  const visitor = await newVisitor(browser!, { width: 1280, pageClock: false });
  try {
    const { page } = visitor;
    await page.goto(setupLink![1]);
    await page.getByRole('heading', { name: 'Create the first admin' }).waitFor({ timeout: 60000 });
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(axeFindings(page)).resolves.toEqual([]);
      await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0);
    }
    const admin = { email: 'owner@storefront.example', password: 'the owner password 1' };
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Create admin' }).click();
    await page.getByText('The first admin exists').waitFor({ timeout: 60000 });

    await signIn(page, consoleUrl, admin);
    await page.goto(`${consoleUrl}/operators`);
    await page.getByRole('heading', { name: 'Operators' }).waitFor({ timeout: 60000 });
    await expect(page.getByRole('row').filter({ hasText: admin.email }).innerText()).resolves.toContain('admin');
  } finally {
    await visitor.close();
  }

  await stopThroughNpm(site!);
  await expect(refuses(Number(port))).resolves.toBe(true);
});
