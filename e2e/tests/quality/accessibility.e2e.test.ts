import type { Page } from 'playwright-core';
import { holdPageClock } from '../../harness/browser';
import { answersFor } from '../../harness/catalog';
import {
  applyPatienceMs,
  answerQuestions,
  chooseCountry,
  chooseProduct,
  dialog,
  fillPersonalInfo,
  heading,
  nationalNumber,
  newPerson,
  nextButton,
  openWizard,
  pressNext,
  rankedFeatures,
  selectFeatures,
  snackbar,
  texts,
  waitForCongratulations,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import {
  describeFindings,
  newQualityVisitor,
  seriousAxeViolations,
  type QualityVisitor,
} from '../../harness/quality-browser';
import { countPointerPresses, pressWithKeyboard, tabTo } from '../../harness/quality-keyboard';
import { cardSelector, openFirstCard, qualityPicks } from '../../harness/quality-journey';
import { startQualitySite } from '../../harness/quality-site';

// Accessibility: axe-core on every screen, dialog, the consent popup and the privacy
// sheet, with no serious or critical violation anywhere (each test walks through its screens and
// checks each one as the visitor sees it; the failure message lists every offending node). And
// every step can be completed with the keyboard alone, ranking included: a UAE visitor goes from
// the consent banner to 'Apply now' with Tab, Shift+Tab, Enter, Space and the arrow keys, and the
// page receives no pointer press at all.

const suite = useJourneySuite({
  site: () => startQualitySite(),
  // Every quality test runs under the shell's real CSP: nothing it does may break it.
  checkVisitor: (visitor: QualityVisitor) => expect(visitor.cspViolations).toEqual([]),
});
afterEach(() => suite.site.faults.clear());

/** Serious and critical findings per screen, in the order the screens were checked. */
function auditor(page: Page) {
  const report: Record<string, string[]> = {};
  return {
    report,
    async check(screen: string, within?: string) {
      report[screen] = describeFindings(await seriousAxeViolations(page, within));
    },
    /** Every screen checked, none with a finding. */
    expectClean() {
      expect(Object.keys(report).length).toBeGreaterThan(0);
      expect(report).toEqual(Object.fromEntries(Object.keys(report).map((screen) => [screen, []])));
    },
  };
}

it('the consent banner, the Manage Cookie Settings popup and the Privacy Policy sheet', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser));
  const { page } = visitor;
  const audit = auditor(page);
  await page.goto(suite.site.shellUrl + '/');
  await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
  await audit.check('consent banner');

  await page.getByRole('button', { name: 'Manage Cookies' }).click();
  await dialog(page, 'Manage Cookie Settings')
    .getByRole('switch', { name: /Performance/ })
    .waitFor();
  await audit.check('Manage Cookie Settings popup');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  const sheet = dialog(page, 'Privacy Policy');
  await sheet.locator('p').nth(2).waitFor();
  await audit.check('Privacy Policy sheet');
  audit.expectClean();
});

it('a card journey: steps 0 to 4, both wizard dialogs, the confirm modal, the redirect overlay and /congratulations', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  const audit = auditor(page);
  const person = newPerson('a11y-card');

  await openWizard(page, suite.site);
  await audit.check('step 0');
  // The field errors of step 0.
  await pressNext(page);
  await page.getByText('Full Name is required').waitFor();
  await audit.check('step 0 with field errors');
  await fillPersonalInfo(page, person);
  await pressNext(page);
  // Step 1 (Pakistan's catalog offers loans), checked in the UAE loan journey below.
  await chooseProduct(page, 'Card');
  // The application cannot be created: the frame's generic dialog.
  const heal = suite.site.faults.fail({ method: 'POST', path: /^\/api\/applications\/public$/ });
  await pressNext(page);
  await dialog(page, texts.unexpectedError).getByRole('button', { name: 'Contact support' }).waitFor();
  heal();
  await audit.check('unexpected error dialog');
  await page.keyboard.press('Escape');
  await dialog(page, texts.unexpectedError).waitFor({ state: 'hidden' });
  await pressNext(page);

  await heading(page, texts.eligibilityTitle).waitFor();
  await page.getByRole('radiogroup').first().waitFor();
  await audit.check('step 2');
  await pressNext(page);
  await snackbar(page, 'Answers Required').waitFor();
  await audit.check('step 2 with the error snackbar');
  // Weak answers first: the no-eligible-product dialog; then the good ones.
  await answerQuestions(page, answersFor('pk', 'Card', 'weak'));
  await pressNext(page);
  await dialog(page, texts.noEligibleProduct).getByRole('button', { name: 'Ok' }).waitFor();
  await audit.check('no eligible product dialog');
  await dialog(page, texts.noEligibleProduct).getByRole('button', { name: 'Ok' }).click();
  await answerQuestions(page, answersFor('pk', 'Card', 'good'));
  await pressNext(page);

  await heading(page, texts.featuresTitle).waitFor();
  await page.getByRole('checkbox', { name: 'Cashback', exact: true }).waitFor();
  await audit.check('step 3 features');
  await selectFeatures(page, qualityPicks);
  // The count settles (a chip, or nothing when no card offers every pick).
  await page.locator('.rec-count .ant-spin').waitFor({ state: 'detached' });
  await audit.check('step 3 features, picked, with a panel open');
  await pressNext(page);

  await heading(page, texts.rankingTitle).waitFor();
  await audit.check('step 3 ranking');
  await pressNext(page);

  await heading(page, texts.cardsTitle).waitFor();
  await page.locator(cardSelector).first().waitFor();
  await audit.check('step 4 cards');

  await openFirstCard(page);
  await audit.check('confirm modal');

  // The overlay shows for the redirect delay (2 s). The page's clock is paused, and moved on a
  // millisecond at a time only as far as axe's own timers need, well short of the redirect.
  await holdPageClock(page);
  await dialog(page, texts.confirmTitle).getByRole('button', { name: 'Apply now' }).click();
  await page.getByText(texts.redirecting).waitFor({ timeout: applyPatienceMs });
  let checked = false;
  const overlayCheck = audit.check('redirect overlay', '.rec-redirect-overlay').finally(() => (checked = true));
  let advanced = 0;
  for (; !checked && advanced < 1500; advanced += 1) await page.clock.runFor(1);
  await overlayCheck;
  // axe looked at the overlay itself, not at the page after the redirect.
  expect(await page.getByText(texts.redirecting).isVisible()).toBe(true);
  await page.clock.resume();

  await waitForCongratulations(page);
  await page.getByRole('button', { name: 'Back to home' }).waitFor();
  await audit.check('/congratulations');
  audit.expectClean();
});

it('a UAE loan journey: step 1 and the loan offers with their confirm modal', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  const audit = auditor(page);

  await openWizard(page, suite.site);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, newPerson('a11y-loan'), 'ae');
  await pressNext(page);
  await heading(page, texts.selectProductHeadline).waitFor();
  await page.getByRole('link', { name: 'Apply Now' }).waitFor();
  await audit.check('step 1');
  await chooseProduct(page, 'Loan');
  await pressNext(page);
  await answerQuestions(page, answersFor('ae', 'Loan', 'good'));
  await pressNext(page);

  await heading(page, texts.loansHeadline).waitFor();
  await page.locator('.rec-loan').first().waitFor();
  await audit.check('step 4 loans');
  await page.locator('.rec-loan .rec-card-open').first().click();
  await dialog(page, texts.confirmTitle).getByRole('button', { name: 'Apply now' }).waitFor();
  await audit.check('loan confirm modal');
  audit.expectClean();
});

it('help and support with its privacy and success dialogs, the terms, and the fallback screen', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  const audit = auditor(page);

  await page.goto(suite.site.shellUrl + '/help-and-support');
  await page.getByLabel('Full Name').waitFor();
  await audit.check('/help-and-support');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Please agree to the terms').waitFor();
  await audit.check('/help-and-support with field errors');

  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  const privacy = dialog(page, 'Privacy Policy');
  await privacy.locator('p').nth(2).waitFor();
  await audit.check('privacy policy dialog');
  await privacy.getByRole('button', { name: 'Close' }).first().click();
  await privacy.waitFor({ state: 'hidden' });

  await page.getByLabel('Full Name').fill('Sara Khan');
  await page.getByLabel('Email').fill('sara.a11y@example.ae');
  await page.getByLabel('Message').fill('How long does a card approval take?');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog')
    .getByText(/2-3 business days/)
    .waitFor();
  await audit.check('support success dialog');

  await page.goto(suite.site.shellUrl + '/terms-of-service');
  await page.getByRole('button', { name: 'Agree and Continue' }).waitFor();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await audit.check('/terms-of-service');

  await page.goto(suite.site.shellUrl + '/no-such-page');
  await page.getByText('Unexpected Application Error!').waitFor();
  await audit.check('fallback screen');
  audit.expectClean();
});

it('at 375 px wide: the consent banner, the settings popup at full width, and step 0 with small inputs', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser, { width: 375, height: 740 }));
  const { page } = visitor;
  const audit = auditor(page);
  await page.goto(suite.site.shellUrl + '/');
  await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
  await audit.check('consent banner, narrow');
  await page.getByRole('button', { name: 'Manage Cookies' }).click();
  await dialog(page, 'Manage Cookie Settings')
    .getByRole('switch', { name: /Performance/ })
    .waitFor();
  await audit.check('Manage Cookie Settings popup, narrow');
  await page.getByRole('button', { name: 'Confirm My Choices' }).click();
  await heading(page, texts.personalInfoTitle).waitFor();
  await page.getByLabel('Full Name').waitFor();
  await audit.check('step 0, narrow');
  audit.expectClean();
});

async function typeInto(page: Page, field: string, text: string) {
  await tabTo(page, page.getByLabel(field, { exact: true }));
  await page.keyboard.type(text);
}

/** Checks the option of a radio group: Tab lands on its first radio, Space checks it, arrows move on. */
async function answerWithKeyboard(page: Page, groupName: string, optionIndex: number) {
  const group = page.getByRole('radiogroup', { name: groupName, exact: true });
  await tabTo(page, group.getByRole('radio').first());
  await page.keyboard.press('Space');
  for (let i = 0; i < optionIndex; i += 1) await page.keyboard.press('ArrowDown');
  await group.getByRole('radio').nth(optionIndex).and(page.locator(':checked')).waitFor();
}

it('keyboard only: a card journey from consent to Apply now, ranking included, without a pointer', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser));
  const { page } = visitor;
  const pointerPresses = await countPointerPresses(page);
  const person = newPerson('keyboard');

  // Consent.
  await page.goto(suite.site.shellUrl + '/');
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Accept All Cookies' }));
  await heading(page, texts.personalInfoTitle).waitFor();

  // The header's country choice: Pakistan shows checked for the default pk; the arrows go to UAE, KSA and back.
  const country = page.getByRole('radiogroup', { name: 'Country' });
  await tabTo(page, country.getByRole('radio', { name: 'Pakistan' }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.localStorage.getItem('selectedCountry') === 'ae');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.localStorage.getItem('selectedCountry') === 'sa');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.localStorage.getItem('selectedCountry') === 'ae');

  // Step 0.
  await typeInto(page, 'Full Name', person.fullName);
  await typeInto(page, 'Email', person.email);
  await typeInto(page, 'Phone Number', nationalNumber.ae);
  await pressWithKeyboard(page, nextButton(page));

  // Step 1: the product tiles are a radio group.
  await heading(page, texts.selectProductHeadline).waitFor();
  await tabTo(page, page.getByRole('radio', { name: texts.cardTile }));
  await page.keyboard.press('Space');
  await page.getByRole('radio', { name: texts.cardTile }).and(page.locator(':checked')).waitFor();
  await pressWithKeyboard(page, nextButton(page));

  // Step 2: each question's best option.
  await heading(page, texts.eligibilityTitle).waitFor();
  for (const { question, option } of answersFor('ae', 'Card', 'good')) {
    await answerWithKeyboard(page, question.text, question.options.indexOf(option));
  }
  await pressWithKeyboard(page, nextButton(page));

  // Step 3, sub-step 0: three features, one sub-feature through the panel's arrow.
  await heading(page, texts.featuresTitle).waitFor();
  for (const feature of ['Cashback', 'No annual fee', 'Dining discounts']) {
    await tabTo(page, page.getByRole('checkbox', { name: feature, exact: true }));
    await page.keyboard.press('Space');
  }
  // The panel's arrow is a disclosure button.
  await tabTo(page, page.getByRole('button', { name: 'Show sub-features of Cashback' }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('checkbox', { name: 'Cashback on groceries', exact: true }));
  await page.keyboard.press('Space');
  for (const name of ['Cashback', 'Cashback on groceries', 'No annual fee', 'Dining discounts']) {
    await page.getByRole('checkbox', { name, exact: true }).and(page.locator(':checked')).waitFor();
  }
  await pressWithKeyboard(page, nextButton(page));

  // Step 3, sub-step 1: Dining discounts moved from last to first with its Move up button.
  await heading(page, texts.rankingTitle).waitFor();
  expect(await rankedFeatures(page)).toEqual(['Cashback', 'No annual fee', 'Dining discounts']);
  await tabTo(page, page.getByRole('button', { name: 'Move Dining discounts up' }), { backwards: true });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Dining discounts moved to position 1 of 3.' }).waitFor();
  expect(await rankedFeatures(page)).toEqual(['Dining discounts', 'Cashback', 'No annual fee']);
  // At the top the button is disabled; focus went to its twin instead of being lost.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    'Move Dining discounts down',
  );
  await pressWithKeyboard(page, nextButton(page));

  // Step 4: the best card's name is a button that opens the confirm modal.
  await heading(page, texts.cardsTitle).waitFor();
  const best = page.locator(`${cardSelector} .rec-card-open`).first();
  const cardName = (await best.textContent())!.trim();
  await tabTo(page, best);
  await page.keyboard.press('Enter');
  const confirm = dialog(page, texts.confirmTitle);
  await confirm.getByRole('heading', { name: cardName }).waitFor();
  // The modal keeps focus inside: Shift+Tab wraps round to its last button.
  await pressWithKeyboard(page, confirm.getByRole('button', { name: 'Apply now' }), { backwards: true });

  await page.getByText(texts.redirecting).waitFor({ timeout: applyPatienceMs });
  await waitForCongratulations(page);
  await page.getByRole('button', { name: 'Back to home' }).waitFor();
  expect(await pointerPresses()).toBe(0);
  expect(visitor.pageErrors).toEqual([]);
});
