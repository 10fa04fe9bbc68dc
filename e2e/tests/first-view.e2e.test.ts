import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, type Visitor } from '../harness/browser';
import { startSite, type Site } from '../harness/site';

// The first view (header, hero, consent banner) is in the built index.html, so a phone paints it
// before the JavaScript has arrived (shell/src/prerender/chrome-snapshot.tsx).
let site: Site;
let browser: Browser;
const visitors: Visitor[] = [];

beforeAll(async () => {
  site = await startSite({ api: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});
afterEach(async () => {
  for (const visitor of visitors.splice(0)) {
    expect(visitor.foreignRequests).toEqual([]);
    await visitor.close();
  }
});

async function visit(path: string, options: Parameters<typeof newVisitor>[1] & { withoutScripts?: boolean } = {}) {
  const visitor = await newVisitor(browser, options);
  visitors.push(visitor);
  // The app's JavaScript never arrives: what shows is the HTML alone (and its inline script).
  if (options.withoutScripts) await visitor.page.route(/\.js(\?|$)/, (route) => route.abort());
  await visitor.page.goto(site.shellUrl + path);
  return visitor;
}

const visibleCount = (page: Page, role: 'heading' | 'button' | 'radiogroup' | 'dialog', name: string) =>
  page.getByRole(role, { name, exact: true }).evaluateAll((nodes) => nodes.filter((n) => n.checkVisibility()).length);

describe('the first view, before the JavaScript runs', () => {
  it.each([
    [1280, 800],
    [375, 812],
  ])('shows the header, the hero and the consent banner once at %i px', async (width, height) => {
    const { page } = await visit('/', { withoutScripts: true, width, height });
    await expect(visibleCount(page, 'heading', 'Get Instant Cashback')).resolves.toBe(1);
    await expect(
      page
        .getByText('Get a free AED 200 bonus for any approved card or instant cash loan.')
        .evaluateAll((nodes) => nodes.filter((n) => n.checkVisibility()).length),
    ).resolves.toBe(1);
    await expect(visibleCount(page, 'radiogroup', 'Country')).resolves.toBe(1);
    await expect(visibleCount(page, 'button', 'Help & Support')).resolves.toBe(1);
    await expect(visibleCount(page, 'dialog', 'We value your privacy')).resolves.toBe(1);
    await expect(visibleCount(page, 'button', 'Accept All Cookies')).resolves.toBe(1);
  });

  it('shows no banner to a visitor who has consented, and a spinner where the page will come', async () => {
    const { page } = await visit('/', { withoutScripts: true, consent: true });
    await expect(visibleCount(page, 'heading', 'Get Instant Cashback')).resolves.toBe(1);
    await expect(visibleCount(page, 'dialog', 'We value your privacy')).resolves.toBe(0);
    await expect(
      page.getByRole('status').evaluateAll((nodes) => nodes.filter((n) => n.checkVisibility()).length),
    ).resolves.toBe(1);
  });

  it("'Accept All Cookies' already works: the consent is stored and the banner goes", async () => {
    const { page } = await visit('/', { withoutScripts: true });
    await page.getByRole('button', { name: 'Accept All Cookies' }).first().click();
    await expect(visibleCount(page, 'dialog', 'We value your privacy')).resolves.toBe(0);
    await expect(page.evaluate(() => window.localStorage.getItem('cookieConsent'))).resolves.toBe('given');
  });

  it('shows no hero on another route than /', async () => {
    const { page } = await visit('/help-and-support', { withoutScripts: true });
    await expect(visibleCount(page, 'heading', 'Get Instant Cashback')).resolves.toBe(0);
    await expect(visibleCount(page, 'radiogroup', 'Country')).resolves.toBe(1);
    await expect(visibleCount(page, 'dialog', 'We value your privacy')).resolves.toBe(1);
  });
});

describe('the app over the first view', () => {
  it('replaces it with the working page, under the CSP, with no error', async () => {
    const visitor = await visit('/');
    const { page } = visitor;
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor({ state: 'hidden' });
    await expect(page.locator('.sf-prerender').count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'Get Instant Cashback' }).count()).resolves.toBe(1);
    expect(visitor.errors).toEqual([]);
  });
});
