import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, type Visitor } from '../harness/browser';
import { startSite, type Site } from '../harness/site';
import { recordScripts } from '../bench/measure-page';

let site: Site;
let browser: Browser;
let visitor: Visitor;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});
beforeEach(async () => {
  visitor = await newVisitor(browser);
  await visitor.page.goto(site.shellUrl + '/');
});
afterEach(async () => {
  expect(visitor.foreignRequests).toEqual([]);
  await visitor.close();
});

const storage = () => visitor.page.evaluate(() => ({ ...window.localStorage }));
const welcome = () => visitor.page.getByText("Let's get to know you");

describe('cookie consent', () => {
  it('shows only the consent prompt before consent, and writes nothing to storage', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Manage Cookies' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Privacy Policy').first().isVisible()).resolves.toBe(true);
    await page.waitForTimeout(500);
    await expect(welcome().count()).resolves.toBe(0);
    expect(await storage()).toEqual({});
  });

  it('Accept All Cookies stores consent, hides the banner, shows the route, and is kept after reload', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor({ state: 'hidden' });
    expect((await storage()).cookieConsent).toBe('given');
    await page.reload();
    await page.getByRole('button', { name: 'Help & Support' }).waitFor();
    await page.waitForTimeout(300);
    await expect(page.getByRole('button', { name: 'Accept All Cookies' }).count()).resolves.toBe(0);
  });

  it('Manage Cookies opens the settings with Functional on, Performance and Advertising off; Cancel gives no consent', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Manage Cookies' }).click();
    await page.getByText('Manage Cookie Settings').waitFor();
    await expect(page.getByRole('switch', { name: /Functional/ }).getAttribute('aria-checked')).resolves.toBe('true');
    await expect(page.getByRole('switch', { name: /Performance/ }).getAttribute('aria-checked')).resolves.toBe('false');
    await expect(page.getByRole('switch', { name: /Advertising/ }).getAttribute('aria-checked')).resolves.toBe('false');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Manage Cookie Settings').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
    expect((await storage()).cookieConsent).toBeUndefined();
  });

  it('Confirm My Choices stores the settings and the consent', async () => {
    const { page } = visitor;
    await page.getByRole('button', { name: 'Manage Cookies' }).click();
    await page.getByRole('switch', { name: /Performance/ }).click();
    await page.getByRole('button', { name: 'Confirm My Choices' }).click();
    await page.getByText('Manage Cookie Settings').waitFor({ state: 'hidden' });
    const stored = await storage();
    expect(stored.cookieConsent).toBe('given');
    const settings = Object.entries(stored).find(([key]) => key !== 'cookieConsent' && key.toLowerCase().includes('cookie'));
    expect(JSON.parse(settings![1])).toEqual({ functional: true, performance: true, advertising: false });
  });

  it('the Privacy Policy link opens the sheet with its content; Close shows the banner again', async () => {
    const { page } = visitor;
    await page.getByText('Privacy Policy').first().click();
    const sheet = page.getByRole('dialog', { name: 'Privacy Policy' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Agree & Continue' }).waitFor();
    // The content loads on demand when the sheet opens.
    await sheet.locator('p').nth(2).waitFor();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
  });
});

describe('antd, the component library', () => {
  it('is not downloaded before consent; after consent the shell and the step-0 remote share one copy', async () => {
    const fresh = await newVisitor(browser);
    try {
      const beforeConsent = recordScripts(fresh.page);
      await fresh.page.goto(site.shellUrl + '/');
      await fresh.page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
      await fresh.page.waitForLoadState('networkidle');
      expect((await beforeConsent.stop()).copies.antd).toBe(0);

      const afterConsent = recordScripts(fresh.page);
      await fresh.page.getByRole('button', { name: 'Accept All Cookies' }).click();
      await fresh.page.getByText("Let's get to know you").waitFor();
      await fresh.page.waitForLoadState('networkidle');
      // Both the shell (wizard frame) and mfe-onboarding (the form) draw with antd: one copy between them.
      expect((await afterConsent.stop()).copies.antd).toBe(1);
      expect(fresh.foreignRequests).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
