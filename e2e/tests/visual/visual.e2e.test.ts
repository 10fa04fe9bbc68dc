import type { Locator, Page } from 'playwright-core';
import { newVisitor, type Visitor } from '../../harness/browser';
import { answersFor } from '../../harness/catalog';
import {
  answerPartnerSites,
  answerQuestions,
  chooseCountry,
  dialog,
  fillPersonalInfo,
  heading,
  openWizard,
  pressNext,
  selectFeatures,
  snackbar,
  texts,
  waitForCongratulations,
  type Person,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { startSite } from '../../harness/site';
import { redirectDelayMs } from '@storefront/shared/contract';
import { capture, captureAtWidths, compareWithBaseline, fitOpenDialog, heights, holdNextTimer, releaseHeldTimer, updatingBaselines } from './visual-kit';
import { chooseLanguage, inLanguage } from '../../harness/languages';

// Every screen of the card and loan journeys, the dialogs, help, terms, /congratulations and the
// error screens, at 375 and 1280 px in Chromium, compared with the committed baselines
// (tests/visual/baselines), and Urdu's step 0, step 4 and its confirm modal at 375 px.
// `npm run test:visual:update -w e2e` rebuilds the apps and takes them anew.

/** Every capture, by name; the journeys below take them. */
const screens = [
  'consent-banner',
  'cookie-settings',
  'privacy-policy-sheet',
  'step0-personal-information',
  'step1-select-product',
  'step1-product-required',
  'step2-eligibility',
  'step3-features',
  'step3-ranking',
  'step4-cards',
  'step4-card-confirm',
  'step4-redirect-overlay',
  'congratulations-card',
  'step4-loans',
  'step4-loan-confirm',
  'congratulations-loan',
  'dialog-no-eligible-product',
  'dialog-something-went-wrong',
  'help-and-support',
  'help-and-support-sent',
  'terms-of-service',
  'error-unknown-route',
] as const;
type Screen = (typeof screens)[number];

/** Urdu (Nastaliq) screens, on a phone only: where its line height matters most. */
const urduScreens = ['ur-step0-personal-information', 'ur-step4-cards', 'ur-step4-card-confirm'] as const;
type UrduScreen = (typeof urduScreens)[number];

const suite = useJourneySuite({ site: startSite });
const shots = new Map<string, Buffer>();
const failures: string[] = [];

/** The same visitor every run: the page shows their e-mail address. */
const person = (tag: string): Person => ({ fullName: 'Sara Khan', email: `sara.${tag}@example.ae` });

async function visit(options: { consent: boolean }, journey: (page: Page, visitor: Visitor) => Promise<void>, label: string) {
  const visitor = await newVisitor(suite.browser, {
    consent: options.consent,
    width: 1280,
    height: heights[1280],
    pageClock: false,
  });
  await visitor.page.emulateMedia({ reducedMotion: 'reduce' });
  await answerPartnerSites(visitor.context);
  try {
    await journey(visitor.page, visitor);
  } catch (error) {
    failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await visitor.close();
  }
}

const take = (page: Page, name: Screen, hover?: Locator) => captureAtWidths(page, shots, name, { hover });
const takeViewport = (page: Page, name: Screen) => captureAtWidths(page, shots, name, { viewportOnly: true });

/** A capture at 375 px alone, the page then back at its width. */
async function takePhone(page: Page, name: UrduScreen) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 375, height: heights[375] });
  await page.waitForFunction(() => document.documentElement.scrollWidth <= 375, null, { timeout: 60_000 });
  await fitOpenDialog(page, 375);
  shots.set(`${name}-375`, await capture(page));
  if (original) await page.setViewportSize(original);
}

/** Steps 0 and 1 of a UAE visitor, to step 2. */
async function toEligibility(page: Page, tag: string, product: 'Card' | 'Loan') {
  await openWizard(page, suite.site);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, person(tag), 'ae');
  await pressNext(page);
  await page.getByRole('radio', { name: product === 'Card' ? texts.cardTile : texts.loanTile }).check();
  await pressNext(page);
  await heading(page, texts.eligibilityTitle).waitFor();
}

beforeAll(async () => {
  // Before consent: the banner, the settings popup, the privacy sheet; then the card journey.
  await visit({ consent: false }, async (page) => {
    await page.goto(`${suite.site.shellUrl}/`);
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
    await take(page, 'consent-banner');
    await page.getByRole('button', { name: 'Manage Cookies' }).click();
    await page.getByRole('button', { name: 'Confirm My Choices' }).waitFor();
    await take(page, 'cookie-settings');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Privacy Policy').first().click();
    const sheet = page.getByRole('dialog', { name: 'Privacy Policy' });
    await sheet.locator('p').nth(2).waitFor();
    await take(page, 'privacy-policy-sheet');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();

    await heading(page, texts.personalInfoTitle).waitFor();
    await page.getByLabel('Phone Number').waitFor();
    await chooseCountry(page, 'ae');
    await take(page, 'step0-personal-information');
    await fillPersonalInfo(page, person('card'), 'ae');
    await pressNext(page);
    await heading(page, texts.selectProductHeadline).waitFor();
    await page.locator('.onb-banner img').waitFor();
    await take(page, 'step1-select-product');
    await pressNext(page);
    const notice = snackbar(page, 'Product Selection Required');
    await notice.waitFor();
    await take(page, 'step1-product-required', notice);
    await page.getByRole('radio', { name: texts.cardTile }).check();
    await pressNext(page);
    await heading(page, texts.eligibilityTitle).waitFor();
    await page.getByRole('radiogroup').first().waitFor();
    await take(page, 'step2-eligibility');
    await answerQuestions(page, answersFor('ae', 'Card', 'good'));
    await pressNext(page);
    await selectFeatures(page, [
      { feature: 'Cashback', subFeatures: ['Cashback on groceries'] },
      { feature: 'Dining discounts' },
      { feature: 'No annual fee' },
    ]);
    // The count has answered (after its 300 ms debounce): a chip or the closest-matches line, no spinner.
    await page.waitForFunction(() => {
      const count = document.querySelector('.rec-count');
      return Boolean(count?.textContent?.trim()) && !count?.querySelector('.ant-spin');
    });
    await take(page, 'step3-features');
    await pressNext(page);
    await heading(page, texts.rankingTitle).waitFor();
    await take(page, 'step3-ranking');
    await pressNext(page);
    await heading(page, texts.cardsTitle).waitFor();
    await page.locator('li.rec-card').first().waitFor();
    await take(page, 'step4-cards');
    await page.locator('li.rec-card').first().locator('.rec-card-open, .rec-apply').first().click();
    const confirm = dialog(page, texts.confirmTitle);
    await confirm.getByRole('button', { name: 'Apply now' }).waitFor();
    await take(page, 'step4-card-confirm');
    // The 2 s redirect wait held while the overlay is taken at both widths, then let go.
    await holdNextTimer(page, redirectDelayMs);
    await confirm.getByRole('button', { name: 'Apply now' }).click();
    await page.locator('.rec-redirect-overlay').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await takeViewport(page, 'step4-redirect-overlay');
    await releaseHeldTimer(page);
    await waitForCongratulations(page, suite.site.shellUrl);
    await page.locator('[data-reference]').waitFor();
    await take(page, 'congratulations-card');
  }, 'consent and card journey');

  await visit({ consent: true }, async (page) => {
    // A Pakistani visitor reading Urdu: step 0, then (the journey in English) step 4 and its confirm modal.
    await openWizard(page, suite.site);
    await chooseCountry(page, 'pk');
    await chooseLanguage(page, 'ur');
    await page.getByLabel(inLanguage('ur', 'Phone Number')).waitFor();
    await takePhone(page, 'ur-step0-personal-information');
    await chooseLanguage(page, 'en');
    await fillPersonalInfo(page, person('urdu'), 'pk');
    await pressNext(page);
    await page.getByRole('radio', { name: texts.cardTile }).check();
    await pressNext(page);
    await heading(page, texts.eligibilityTitle).waitFor();
    await answerQuestions(page, answersFor('pk', 'Card', 'good'));
    await pressNext(page);
    await selectFeatures(page, [{ feature: 'Cashback' }, { feature: 'Dining discounts' }, { feature: 'No annual fee' }]);
    await pressNext(page);
    await heading(page, texts.rankingTitle).waitFor();
    await pressNext(page);
    await heading(page, texts.cardsTitle).waitFor();
    await chooseLanguage(page, 'ur');
    await heading(page, inLanguage('ur', texts.cardsTitle)).waitFor();
    await page.locator('li.rec-card').first().waitFor();
    await takePhone(page, 'ur-step4-cards');
    await page.locator('li.rec-card').first().locator('.rec-card-open').first().click();
    const confirm = dialog(page, inLanguage('ur', texts.confirmTitle));
    await confirm.getByRole('button', { name: inLanguage('ur', 'Apply now') }).waitFor();
    await takePhone(page, 'ur-step4-card-confirm');
  }, 'Urdu on a phone');

  await visit({ consent: true }, async (page) => {
    await toEligibility(page, 'loan', 'Loan');
    await answerQuestions(page, answersFor('ae', 'Loan', 'good'));
    await pressNext(page);
    await heading(page, texts.loansTitle).waitFor();
    await page.locator('li.rec-loan').first().waitFor();
    await take(page, 'step4-loans');
    await page.locator('li.rec-loan').first().getByRole('button').first().click();
    const confirm = dialog(page, texts.confirmTitle);
    await confirm.getByRole('button', { name: 'Apply now' }).waitFor();
    await take(page, 'step4-loan-confirm');
    await confirm.getByRole('button', { name: 'Apply now' }).click();
    await waitForCongratulations(page, suite.site.shellUrl);
    await page.locator('[data-reference]').waitFor();
    await take(page, 'congratulations-loan');
  }, 'loan journey');

  await visit({ consent: true }, async (page) => {
    await toEligibility(page, 'hardstop', 'Card');
    await answerQuestions(page, answersFor('ae', 'Card', 'hardStop'));
    await pressNext(page);
    await dialog(page, texts.noEligibleProduct).getByRole('button', { name: 'Ok' }).waitFor();
    await take(page, 'dialog-no-eligible-product');
  }, 'no eligible product');

  await visit({ consent: true }, async (page) => {
    // The application cannot be created: the generic dialog.
    await page.route(`${suite.site.apiUrl}/api/applications/public`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Internal Server Error', status: 500 }) })
        : route.continue(),
    );
    await openWizard(page, suite.site);
    await chooseCountry(page, 'ae');
    await fillPersonalInfo(page, person('oops'), 'ae');
    await pressNext(page);
    await page.getByRole('radio', { name: texts.cardTile }).check();
    await pressNext(page);
    await dialog(page, texts.unexpectedError).getByRole('button', { name: 'Refresh page' }).waitFor();
    await take(page, 'dialog-something-went-wrong');
  }, 'something went wrong');

  await visit({ consent: true }, async (page) => {
    await page.goto(`${suite.site.shellUrl}/help-and-support`);
    await page.getByLabel('Full Name').waitFor();
    await take(page, 'help-and-support');
    await page.getByLabel('Full Name').fill('Sara Khan');
    await page.getByLabel('Email').fill('sara.help@example.ae');
    await page.getByLabel('Message').fill('How long does a card approval take?');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByText(/2-3 business days/).waitFor();
    await take(page, 'help-and-support-sent');

    await page.goto(`${suite.site.shellUrl}/terms-of-service`);
    await page.getByRole('navigation', { name: 'Contents' }).waitFor();
    await take(page, 'terms-of-service');

    await page.goto(`${suite.site.shellUrl}/no-such-page`);
    await page.getByText('Unexpected Application Error!').waitFor();
    await take(page, 'error-unknown-route');
  }, 'help, terms and the error screen');
}, 600_000);

const names = [...screens.flatMap((screen) => [`${screen}-375`, `${screen}-1280`]), ...urduScreens.map((screen) => `${screen}-375`)];

describe(updatingBaselines ? 'visual baselines taken anew' : 'every screen as its baseline', () => {
  it.each(names)('%s', (name) => {
    const shot = shots.get(name);
    if (!shot) throw new Error(`${name} was not captured: ${failures.join('; ') || 'its journey did not reach it'}`);
    expect(compareWithBaseline(name, shot)).toEqual({ name, problem: null });
  });
});
