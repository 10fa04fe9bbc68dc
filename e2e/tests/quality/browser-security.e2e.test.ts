import type { Page } from 'playwright-core';
import { seedCatalog } from '../../harness/catalog';
import { accessTokenOf, applyPatienceMs, dialog, newPerson, openedDialog, pressNext, publicIdPattern, recordApiCalls, texts, waitForCongratulations } from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { newQualityVisitor } from '../../harness/quality-browser';
import { openFirstCard, reachCards } from '../../harness/quality-journey';
import { startQualitySite } from '../../harness/quality-site';

// Security in the browser: nothing but the consent key is written to browser storage
// before consent (and no cookie at all), the visitor's access token lives in session storage only
// and goes only with the calls about their application, no request leaves for a host off this
// machine during a whole journey, and the shell is served with a Content-Security-Policy that the
// journey never violates.

const suite = useJourneySuite({ site: () => startQualitySite() });

declare global {
  interface Window {
    __storageWrites?: string[];
  }
}

/** Records every write to localStorage, sessionStorage and document.cookie, from the first script on. */
async function recordStorageWrites(page: Page) {
  await page.addInitScript(() => {
    const writes: string[] = [];
    window.__storageWrites = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      writes.push(`${this === window.sessionStorage ? 'session' : 'local'}:${key}`);
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      get: () => cookie.get!.call(document),
      set: (value: string) => {
        writes.push(`cookie:${value.split('=')[0]}`);
        cookie.set!.call(document, value);
      },
    });
  });
}

const storageState = (page: Page) =>
  page.evaluate(() => ({
    writes: [...(window.__storageWrites ?? [])],
    local: { ...window.localStorage },
    session: { ...window.sessionStorage },
    cookie: document.cookie,
  }));

it('before consent nothing is ever written, on any page and with every consent control; the answer writes the consent record first', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser));
  const { page, context } = visitor;
  await recordStorageWrites(page);
  const nothing = { writes: [], local: {}, session: {}, cookie: '' };

  for (const route of ['/help-and-support', '/terms-of-service', '/congratulations', '/no-such-page', '/']) {
    await page.goto(suite.site.shellUrl + route);
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
    expect(await storageState(page)).toEqual(nothing);
  }
  // The header works before consent, but the country is not stored.
  await page.getByRole('radiogroup', { name: 'Country' }).getByText('KSA', { exact: true }).click();
  await page
    .getByRole('radiogroup', { name: 'Country' })
    .getByRole('radio', { name: 'KSA' })
    .and(page.locator(':checked'))
    .waitFor({ state: 'attached' });
  // The settings popup, cancelled; the privacy sheet, read and closed.
  await page.getByRole('button', { name: 'Manage Cookies' }).click();
  const settings = await openedDialog(page, 'Manage Cookie Settings');
  await settings.getByRole('switch', { name: /Performance/ }).click();
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  const sheet = dialog(page, 'Privacy Policy');
  await sheet.locator('p').nth(2).waitFor();
  await sheet.getByRole('button', { name: 'Agree & Continue' }).click();
  await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
  expect(await storageState(page)).toEqual(nothing);
  expect(await context.cookies()).toEqual([]);

  await page.getByRole('button', { name: 'Accept All Cookies' }).click();
  await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor({ state: 'detached' });
  const after = await storageState(page);
  // The answer is the first thing written: the settings it chose (every one on), then the consent.
  expect(after.writes.slice(0, 2)).toEqual(['local:cookieSettings', 'local:cookieConsent']);
  expect(JSON.parse(after.local.cookieSettings)).toEqual({ functional: true, performance: true, advertising: true });
  expect(after.local.cookieConsent).toBe('given');
  expect(after.cookie).toBe('');
  // Once consent is given step 0 may already have recorded the journey's first step; nothing else.
  expect(Object.keys(after.session).filter((key) => key !== 'journey.funnelSteps')).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

it('keeps the access token in session storage only and sends it only with the calls about the visitor’s application', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  const calls = recordApiCalls(page, suite.site.apiUrl);
  await reachCards(page, suite.site, newPerson('token'));
  const token = accessTokenOf(calls);

  const { local, session, cookie } = await storageState(page);
  // The token is one part of the journey the tab keeps (every key under 'journey.').
  expect(JSON.parse(session['journey.accessToken'])).toBe(token);
  expect(Object.keys(session).filter((key) => !key.startsWith('journey.'))).toEqual([]);
  expect(JSON.stringify(local)).not.toContain(token);
  expect(cookie).toBe('');

  // The calls that name the customer or the application (in the path or the body) carry it; the
  // customer's creation and the catalog reads do not.
  const namesTheVisitor = (path: string) =>
    new RegExp(`/${publicIdPattern}(/|$)`).test(path) ||
    ['/api/applications/public', '/api/screenings/public/bulk', '/api/recommendations/public', '/api/recommendations/public/count'].includes(path);
  const about = calls.filter((c) => namesTheVisitor(c.path));
  expect(about.map((c) => `${c.method} ${c.path.replace(new RegExp(publicIdPattern), '{id}')}`).sort()).toEqual(
    expect.arrayContaining([
      'POST /api/applications/public',
      'POST /api/screenings/public/bulk',
      'GET /api/applications/public/credit-score/{id}',
      'POST /api/recommendations/public',
      'GET /api/recommendations/public/{id}/filter',
    ]),
  );
  expect(about.filter((c) => c.accessToken !== token)).toEqual([]);
  expect(calls.filter((c) => !namesTheVisitor(c.path) && c.accessToken !== undefined)).toEqual([]);
});

it('the shell answers with a Content-Security-Policy that allows only itself, its remotes and the API', async () => {
  const index = await fetch(suite.site.shellUrl + '/');
  const html = await index.text();
  const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const answers = await Promise.all(
    ['/', '/help-and-support', '/runtime-config.json', script!].map((path) => fetch(new URL(path, suite.site.shellUrl))),
  );
  const remoteOrigins = (['onboarding', 'eligibility', 'recommendations', 'support'] as const).map((r) =>
    suite.site.remoteUrl(r),
  );
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    const policy = answer.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect([...directives['script-src']].sort()).toEqual(["'self'", ...remoteOrigins].sort());
    expect([...directives['connect-src']].sort()).toEqual(["'self'", suite.site.apiUrl, ...remoteOrigins].sort());
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
  expect(answers[3].headers.get('x-content-type-options')).toBe('nosniff');
});

it('a whole card journey sends nothing off this machine and breaks no rule of the CSP', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
  const { page, context } = visitor;
  const offsiteNavigations: string[] = [];
  context.on('request', (request) => {
    if (request.isNavigationRequest() && !request.url().startsWith('http://127.0.0.1'))
      offsiteNavigations.push(request.url());
  });

  await reachCards(page, suite.site, newPerson('security'));
  const cardName = (await page.locator('.rec-card:not(.rec-loan) .rec-card-open').first().textContent())!.trim();
  const partner = seedCatalog('pk').cards.find((c) => c.name === cardName)?.routingUrl;
  await openFirstCard(page);
  const opened = context.waitForEvent('page', { timeout: applyPatienceMs });
  await dialog(page, texts.confirmTitle).getByRole('button', { name: 'Apply now' }).click();
  await waitForCongratulations(page);
  await (await opened).waitForLoadState('domcontentloaded').catch(() => undefined);

  // The support pages, too.
  await page.getByRole('button', { name: 'Help & Support' }).click();
  await page.getByLabel('Full Name').waitFor();
  await page.goto(suite.site.shellUrl + '/terms-of-service');
  await page.getByRole('button', { name: 'Agree and Continue' }).waitFor();
  await page.goto(suite.site.shellUrl + '/');
  await pressNext(page);
  await page.getByText('Full Name is required').waitFor();

  // The only address off this machine is the partner site the spec opens in a new tab (the test
  // never lets it through); no script, style, image, font or call went anywhere else.
  expect(partner).toBeDefined();
  expect(offsiteNavigations.map((url) => new URL(url).origin)).toEqual([new URL(partner!).origin]);
  expect(visitor.offsiteRequests.map((url) => new URL(url).origin)).toEqual([new URL(partner!).origin]);
  expect(visitor.foreignRequests).toEqual([]);
  expect(visitor.cspViolations).toEqual([]);
  expect(visitor.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  expect(visitor.pageErrors).toEqual([]);
});
