import type { Page } from 'playwright-core';
import { newVisitor } from '../../harness/browser';
import { answersFor } from '../../harness/catalog';
import {
  answerPartnerSites,
  answerQuestions,
  chooseCountry,
  chooseProduct,
  fillPersonalInfo,
  heading,
  indicatorLabels,
  newPerson,
  openedDialog,
  openWizard,
  pressNext,
  selectFeatures,
  texts,
  waitForCongratulations,
  wizardStartPath,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { startSite } from '../../harness/site';

// Each step at its own address: Next adds a history entry, and the browser's Back and Forward
// through a whole UAE card journey and a loan journey follow the Back rules of spec section 4;
// an address the visitor may not reach yet shows the furthest step reached. Real API.

const suite = useJourneySuite({ site: () => startSite(), ledger: true });

/** The page shows this step's heading at this address. */
async function at(page: Page, path: string, title: string): Promise<void> {
  await page.waitForURL(suite.site.shellUrl + path);
  await heading(page, title).waitFor();
}

const back = (page: Page) => page.goBack({ waitUntil: 'commit' });
const forward = (page: Page) => page.goForward({ waitUntil: 'commit' });

it('a card journey: one address per step, Back from the cards to the features, then step by step to step 0, and Forward again', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 1280, height: 900 }));
  const { page } = visitor;
  await openWizard(page, suite.site, { acceptCookies: true });
  await at(page, wizardStartPath, texts.personalInfoTitle);
  await chooseCountry(page, 'ae');
  // An address ahead of the journey shows the furthest step reached.
  await page.goto(suite.site.shellUrl + '/apply/eligibility');
  await at(page, wizardStartPath, texts.personalInfoTitle);

  await fillPersonalInfo(page, newPerson('history-card'), 'ae');
  await pressNext(page);
  await at(page, '/apply/product', texts.selectProductHeadline);
  await chooseProduct(page, 'Card');
  await pressNext(page);
  await at(page, '/apply/eligibility', texts.eligibilityTitle);
  await answerQuestions(page, answersFor('ae', 'Card', 'good'));
  await pressNext(page);
  await at(page, '/apply/features', texts.featuresTitle);
  await selectFeatures(page, [{ feature: 'Cashback' }, { feature: 'Dining discounts' }, { feature: 'No annual fee' }]);
  await pressNext(page);
  await at(page, '/apply/priorities', texts.rankingTitle);
  // The browser's Back from sub-step 1 to sub-step 0, Forward to it again.
  await back(page);
  await at(page, '/apply/features', texts.featuresTitle);
  await forward(page);
  await at(page, '/apply/priorities', texts.rankingTitle);
  await pressNext(page);
  await at(page, '/apply/offers', texts.cardsTitle);
  await page.locator('li.rec-card').first().waitFor();

  // Back from step 4 (Card): step 3 sub-step 0, not the ranking.
  await back(page);
  await at(page, '/apply/features', texts.featuresTitle);
  await back(page);
  await at(page, '/apply/eligibility', texts.eligibilityTitle);
  await back(page);
  await at(page, '/apply/product', texts.selectProductHeadline);
  await back(page);
  await at(page, wizardStartPath, texts.personalInfoTitle);
  expect(await page.getByLabel('Email').inputValue()).toContain('history-card');

  await forward(page);
  await at(page, '/apply/product', texts.selectProductHeadline);
  await forward(page);
  await at(page, '/apply/eligibility', texts.eligibilityTitle);
  await forward(page);
  await at(page, '/apply/features', texts.featuresTitle);
  await forward(page);
  await at(page, '/apply/offers', texts.cardsTitle);
  await page.locator('li.rec-card').first().waitFor();
  expect(await indicatorLabels(page)).toEqual([
    'Personal Information',
    'Select Product',
    'Check your eligibility',
    'Select Card Feature',
    'Select Card & Apply',
  ]);

  // The frame's Back agrees with the browser's: eligibility back to the product choice.
  await back(page);
  await back(page);
  await at(page, '/apply/eligibility', texts.eligibilityTitle);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await at(page, '/apply/product', texts.selectProductHeadline);
  await suite.ledger.newRecords();
});

it("a loan journey: Back from the offers to step 1, Forward to them, applying, and home after /congratulations starts empty", async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 1280, height: 900 }));
  const { page } = visitor;
  await answerPartnerSites(visitor.context);
  const person = newPerson('history-loan');
  await openWizard(page, suite.site, { acceptCookies: true });
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, person, 'ae');
  await pressNext(page);
  await chooseProduct(page, 'Loan');
  await pressNext(page);
  await at(page, '/apply/eligibility', texts.eligibilityTitle);
  await answerQuestions(page, answersFor('ae', 'Loan', 'good'));
  await pressNext(page);
  await at(page, '/apply/offers', texts.loansTitle);
  await page.locator('li.rec-loan').first().waitFor();

  // Back from step 4 (Loan): step 1, then step 0; Forward: step 1, then the offers.
  await back(page);
  await at(page, '/apply/product', texts.selectProductHeadline);
  expect(await page.getByRole('radio', { name: texts.loanTile }).isChecked()).toBe(true);
  await back(page);
  await at(page, wizardStartPath, texts.personalInfoTitle);
  await forward(page);
  await at(page, '/apply/product', texts.selectProductHeadline);
  await forward(page);
  await at(page, '/apply/offers', texts.loansTitle);
  // 'Return back Home' goes back a step, as the frame's Back: to step 1.
  await page.getByRole('button', { name: 'Return back Home' }).click();
  await at(page, '/apply/product', texts.selectProductHeadline);
  await forward(page);
  await at(page, '/apply/offers', texts.loansTitle);
  // The card features are off a loan's way: their address shows the offers.
  await page.goto(suite.site.shellUrl + '/apply/features');
  await at(page, '/apply/offers', texts.loansTitle);

  const offer = page.locator('li.rec-loan').first();
  await offer.locator('.rec-card-open').click();
  await (await openedDialog(page, texts.confirmTitle)).getByRole('button', { name: 'Apply now' }).click();
  await waitForCongratulations(page, suite.site.shellUrl);
  await page.getByText('Your loan application was submitted successfully.').waitFor();
  // A refresh keeps the page: the tab's application was submitted.
  await page.reload();
  await page.getByText('Your loan application was submitted successfully.').waitFor();

  await page.getByRole('button', { name: 'Back to home' }).click();
  await at(page, wizardStartPath, texts.personalInfoTitle);
  expect(await page.getByLabel('Full Name').inputValue()).toBe('');
  expect(await page.getByLabel('Email').inputValue()).toBe('');
  // The indicator of a journey with no product yet (the card flow's five steps), not the loan's.
  expect(await indicatorLabels(page)).toHaveLength(5);
  expect(await page.getByRole('radio', { name: 'UAE' }).isChecked()).toBe(true);
  const session = await page.evaluate(() => ({ ...window.sessionStorage }) as Record<string, string>);
  // Nothing of the finished journey; the fresh one is counted for the funnel from its step 0 ('Accept All Cookies' allows Performance).
  const { 'journey.funnelSteps': counted, ...kept } = session;
  expect(Object.keys(kept).filter((key) => key.startsWith('journey.'))).toEqual([]);
  expect(JSON.parse(counted ?? 'null')).toEqual(['step0']);
  // The addresses of the finished journey lead to step 0 now, and /congratulations to '/'.
  await page.goto(suite.site.shellUrl + '/apply/offers');
  await at(page, wizardStartPath, texts.personalInfoTitle);
  await page.goto(suite.site.shellUrl + '/congratulations');
  await at(page, wizardStartPath, texts.personalInfoTitle);

  const records = await suite.ledger.newRecords();
  expect(records.applications).toEqual([expect.objectContaining({ applicationType: 'Loan', status: 'Submitted' })]);
  expect(records.customers).toEqual([expect.objectContaining({ email: person.email })]);
});
