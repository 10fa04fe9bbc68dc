import type { Locator, Page } from 'playwright-core';
import { answersFor } from '../../harness/catalog';
import {
  answerQuestions,
  chooseCountry,
  chooseProduct,
  dialog,
  fillPersonalInfo,
  heading,
  newPerson,
  openedDialog,
  openWizard,
  pressNext,
  publicIdPattern,
  selectFeatures,
  snackbar,
  texts,
  waitForCongratulations,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { waitFor } from '../../harness/ports';
import { newQualityVisitor, type QualityVisitor } from '../../harness/quality-browser';
import { cardSelector } from '../../harness/quality-journey';
import { drillProblem, startQualitySite, type FaultRoute, type QualitySite } from '../../harness/quality-site';

// Failure drills: the API down, and the API answering 500 on each call the journeys make.
// A proxy in front of the real API answers 500 (with the API's problem body) for one chosen route
// and passes everything else; each drill turns the fault on just before the visitor's action that
// makes the call, checks what the visitor sees (spec section 8), turns it off and goes on. The
// page is never blank (the header stays), and no uncaught error reaches it.

const suite = useJourneySuite({
  // Every quality test runs under the shell's real CSP: nothing it does may break it.
  checkVisitor: (visitor: QualityVisitor) => expect(visitor.cspViolations).toEqual([]),
});

const routes = {
  createCustomer: { method: 'POST', path: /^\/api\/customer-profiles\/public$/ },
  createApplication: { method: 'POST', path: /^\/api\/applications\/public$/ },
  getApplication: { method: 'GET', path: new RegExp(`^/api/applications/public/${publicIdPattern}$`) },
  updateApplication: { method: 'PUT', path: /^\/api\/applications\/public$/ },
  banners: { method: 'GET', path: /^\/api\/banners\/public$/ },
  questions: { method: 'GET', path: /^\/api\/questions\/public$/ },
  screenings: { method: 'POST', path: /^\/api\/screenings\/public\/bulk$/ },
  creditScore: { method: 'GET', path: new RegExp(`^/api/applications/public/credit-score/${publicIdPattern}$`) },
  loanRecommendations: { method: 'GET', path: new RegExp(`^/api/recommendations/public/loan/${publicIdPattern}$`) },
  productRecommendations: { method: 'POST', path: new RegExp(`^/api/product-recommendations/public/${publicIdPattern}$`) },
  productFeatures: { method: 'GET', path: /^\/api\/productFeatures\/public$/ },
  count: { method: 'POST', path: /^\/api\/recommendations\/public\/count$/ },
  preferences: { method: 'POST', path: /^\/api\/recommendations\/public$/ },
  filter: { method: 'GET', path: new RegExp(`^/api/recommendations/public/${publicIdPattern}/filter$`) },
  selectedFeatures: { method: 'POST', path: new RegExp(`^/api/selected-features/public/${publicIdPattern}$`) },
  email: { method: 'POST', path: /^\/api\/email\/public$/ },
  images: { method: 'GET', path: /^\/api\/(images|products)\/public\/.+$/ },
} satisfies Record<string, FaultRoute>;

const serverError = 'Server error: 500';

/** Closes every snackbar, so that the next one the test waits for is new. */
async function dismissNotices(page: Page) {
  for (const close of await page.locator('.ant-notification-notice .ant-notification-notice-close').all()) {
    await close.click();
  }
  await page.waitForFunction(() => !document.querySelector('.ant-notification-notice'));
}

/** The page is still the storefront: header, its Help & Support button, and the wizard's frame. */
async function expectChromeIntact(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Cashback Storefront home' }).waitFor();
  await page.getByRole('button', { name: 'Help & Support' }).waitFor();
  await page.getByRole('navigation', { name: 'Application steps' }).waitFor();
}

/**
 * Turns the fault on, does what makes the call, waits for what the visitor sees, and turns the
 * fault off. The proxy must have answered the call with the fault: a drill that never reaches its
 * route fails.
 */
async function drill(
  site: QualitySite,
  route: FaultRoute,
  act: () => Promise<void>,
  sees: () => Locator | Promise<void>,
) {
  const before = site.faults.hits.length;
  const heal = site.faults.fail(route);
  try {
    await act();
    const seen = await sees();
    if (seen) await seen.waitFor();
    expect(
      site.faults.hits
        .slice(before)
        .some((hit) => hit.startsWith(`${route.method} `) && route.path.test(hit.split(' ')[1])),
    ).toBe(true);
  } finally {
    heal();
  }
}

describe('the API answering 500', () => {
  let site: QualitySite;
  beforeAll(async () => {
    site = await startQualitySite();
  });
  afterEach(() => site?.faults.clear());
  afterAll(async () => {
    await site?.stop();
  });

  it('on every call of a card journey: the spec texts, and the visitor goes on once the call works again', async () => {
    const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
    const { page } = visitor;
    const back = page.getByRole('button', { name: 'Back', exact: true });
    // Images (feature icons, card pictures) are only logged: the journey goes on without them.
    site.faults.fail(routes.images);
    await openWizard(page, site);
    await fillPersonalInfo(page, newPerson('drill-card'));

    // Customer creation: an error snackbar with the server's title and detail.
    await drill(
      site,
      routes.createCustomer,
      () => pressNext(page),
      async () => {
        const notice = snackbar(page, drillProblem.title);
        await notice.getByText(drillProblem.detail).waitFor();
        expect(await notice.evaluate((el) => el.className)).toContain('error');
      },
    );
    await heading(page, texts.personalInfoTitle).waitFor();
    await dismissNotices(page);
    // Step 1 (Pakistan's catalog offers loans): the visitor chooses Card.
    await pressNext(page);
    await chooseProduct(page, 'Card');

    // Application creation: the generic dialog.
    await drill(
      site,
      routes.createApplication,
      () => pressNext(page),
      () => dialog(page, texts.unexpectedError),
    );
    await page.keyboard.press('Escape');
    await dialog(page, texts.unexpectedError).waitFor({ state: 'hidden' });
    await heading(page, texts.selectProductHeadline).waitFor();

    // Questions: step 2 says so; Back and Next again load them.
    await drill(
      site,
      routes.questions,
      () => pressNext(page),
      () => page.getByText('Failed to fetch questions. Please try again later.', { exact: true }),
    );
    await expectChromeIntact(page);
    await back.click();
    await heading(page, texts.selectProductHeadline).waitFor();
    await pressNext(page);
    await answerQuestions(page, answersFor('pk', 'Card', 'good'));

    // Screenings and credit score: the same text.
    await drill(
      site,
      routes.screenings,
      () => pressNext(page),
      () => snackbar(page, 'Failed to submit responses. Please try again later.'),
    );
    await dismissNotices(page);
    await drill(
      site,
      routes.creditScore,
      () => pressNext(page),
      () => snackbar(page, 'Failed to submit responses. Please try again later.'),
    );
    await dismissNotices(page);
    await heading(page, texts.eligibilityTitle).waitFor();

    // Features: step 3 opens and says they failed; Back and Next load them.
    await drill(
      site,
      routes.productFeatures,
      () => pressNext(page),
      () => snackbar(page, 'Failed to load features.'),
    );
    await heading(page, texts.featuresTitle).waitFor();
    await expectChromeIntact(page);
    await dismissNotices(page);
    await back.click();
    await heading(page, texts.eligibilityTitle).waitFor();
    await pressNext(page);

    // Count: only logged; the count message is cleared.
    await selectFeatures(page, [{ feature: 'Cashback' }]);
    const found = page.getByText(/^\d+ card found$/);
    await found.waitFor();
    await drill(
      site,
      routes.count,
      () => selectFeatures(page, [{ feature: 'No annual fee' }, { feature: 'Dining discounts' }]),
      async () => {
        await found.waitFor({ state: 'detached' });
        await page.locator('.rec-count .ant-spin').waitFor({ state: 'detached' });
      },
    );
    await expect(page.locator('.ant-notification-notice').count()).resolves.toBe(0);
    await pressNext(page);
    await heading(page, texts.rankingTitle).waitFor();

    // Preferences, cards and selected features: 'Server error: 500', and the visitor stays.
    for (const route of [routes.preferences, routes.filter, routes.selectedFeatures]) {
      await drill(
        site,
        route,
        () => pressNext(page),
        () => snackbar(page, serverError),
      );
      await heading(page, texts.rankingTitle).waitFor();
      await expectChromeIntact(page);
      await dismissNotices(page);
    }
    await pressNext(page);
    await heading(page, texts.cardsTitle).waitFor();

    // Applying: the application read and the update say 'Server error: 500'; the modal stays.
    await page.locator(`${cardSelector} .rec-card-open`).first().click();
    const confirm = await openedDialog(page, texts.confirmTitle);
    for (const route of [routes.getApplication, routes.updateApplication]) {
      await drill(
        site,
        route,
        () => confirm.getByRole('button', { name: 'Apply now' }).click(),
        () => snackbar(page, serverError),
      );
      await confirm.getByRole('button', { name: 'Apply now' }).waitFor();
      await dismissNotices(page);
    }

    // The confirmation e-mail: no snackbar; the visitor still reaches /congratulations (which then
    // says the e-mail could not be sent, with Try again: journeys/confirmation-mail.e2e.test.ts).
    await drill(
      site,
      routes.email,
      () => confirm.getByRole('button', { name: 'Apply now' }).click(),
      async () => {
        await waitForCongratulations(page);
        await page.getByRole('button', { name: 'Back to home' }).waitFor();
        // The mail is sent after the redirect; wait for the proxy to have answered it.
        await waitFor(async () => site.faults.hits.includes('POST /api/email/public'), 'the e-mail call');
      },
    );
    await expect(page.locator('.ant-notification-notice').count()).resolves.toBe(0);
    expect(
      site.faults.hits.filter((hit) => /^GET \/api\/(images|products)\/public\//.test(hit)).length,
    ).toBeGreaterThan(0);
    expect(visitor.pageErrors).toEqual([]);
  });

  it('on every call of a loan journey, and with no banner', async () => {
    const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
    const { page } = visitor;
    await openWizard(page, site);
    await chooseCountry(page, 'ae');
    await fillPersonalInfo(page, newPerson('drill-loan'), 'ae');

    // Banners: only logged; step 1 shows its tiles without the banner.
    const healBanners = site.faults.fail(routes.banners);
    await pressNext(page);
    await heading(page, texts.selectProductHeadline).waitFor();
    await page.getByRole('radio', { name: texts.loanTile }).waitFor();
    await waitFor(async () => site.faults.hits.includes('GET /api/banners/public'), 'the banners call');
    await expect(page.getByRole('link', { name: 'Apply Now' }).count()).resolves.toBe(0);
    await expect(page.locator('.ant-notification-notice').count()).resolves.toBe(0);
    healBanners();
    await chooseProduct(page, 'Loan');
    await pressNext(page);
    await answerQuestions(page, answersFor('ae', 'Loan', 'good'));

    // Loan offers and saving them: 'Server error: 500'.
    for (const route of [routes.loanRecommendations, routes.productRecommendations]) {
      await drill(
        site,
        route,
        () => pressNext(page),
        () => snackbar(page, serverError),
      );
      await heading(page, texts.eligibilityTitle).waitFor();
      await expectChromeIntact(page);
      await dismissNotices(page);
    }
    await pressNext(page);
    await heading(page, texts.loansHeadline).waitFor();
    await page.locator('.rec-loan').first().waitFor();
    expect(visitor.pageErrors).toEqual([]);
  });

  it('on the help request e-mail: only logged, no message, the form keeps what was typed', async () => {
    const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
    const { page } = visitor;
    await page.goto(site.shellUrl + '/help-and-support');
    await page.getByLabel('Full Name').fill('Sara Khan');
    await page.getByLabel('Email').fill('sara.drill@example.ae');
    await page.getByLabel('Message').fill('Is there a card without an annual fee?');
    await page.getByRole('checkbox').check();
    await drill(
      site,
      routes.email,
      () => page.getByRole('button', { name: 'Submit' }).click(),
      async () => {
        await waitFor(async () => site.faults.hits.includes('POST /api/email/public'), 'the e-mail call');
        await page.getByRole('button', { name: 'Submit' }).and(page.locator(':enabled')).waitFor();
      },
    );
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.locator('.ant-notification-notice').count()).resolves.toBe(0);
    expect(await page.getByLabel('Message').inputValue()).toBe('Is there a card without an annual fee?');
    await page.getByRole('banner').waitFor();
    expect(visitor.pageErrors).toEqual([]);
  });
});

describe('the API down', () => {
  let site: QualitySite;
  beforeAll(async () => {
    site = await startQualitySite({ api: false });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('the consent prompt, step 0 and Next say No response from server; the help form only logs', async () => {
    const visitor = suite.track(await newQualityVisitor(suite.browser));
    const { page } = visitor;
    await page.goto(site.shellUrl + '/');
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await openWizard(page, site);
    await fillPersonalInfo(page, newPerson('drill-down'));
    await pressNext(page);
    await snackbar(page, 'No response from server').waitFor();
    await heading(page, texts.personalInfoTitle).waitFor();
    await expectChromeIntact(page);

    await page.getByRole('button', { name: 'Help & Support' }).click();
    await page.getByLabel('Full Name').fill('Sara Khan');
    await page.getByLabel('Email').fill('sara.down@example.ae');
    await page.getByLabel('Message').fill('Hello?');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Submit' }).and(page.locator(':enabled')).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(await page.getByLabel('Message').inputValue()).toBe('Hello?');
    await page.getByRole('banner').waitFor();
    expect(visitor.pageErrors).toEqual([]);
  });
});
