import { newVisitor, type Visitor } from '../../harness/browser';
import { answersFor, creditScoreOf, seedCatalog, type Answer, type Country, type Product } from '../../harness/catalog';
import {
  answerQuestions,
  chooseCountry,
  chooseProduct,
  e164Number,
  fillPersonalInfo,
  heading,
  indicatorLabels,
  nationalNumber,
  newPerson,
  openedDialog,
  openWizard,
  pressNext,
  reachEligibility,
  recordApiCalls,
  screenshotStep,
  snackbar,
  texts,
  type ApiCall,
  type Person,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import type { VisitorRecords } from '../../harness/records';
import { startSite, type Site } from '../../harness/site';

// Steps 0 to 2 in Chromium against the real API. After each visit the database holds
// exactly the rows that visitor created.

const suite = useJourneySuite<Site, Visitor>({ site: () => startSite(), ledger: true });

async function visit(width = 1280) {
  return suite.track(await newVisitor(suite.browser, { consent: true, width, height: width < 500 ? 740 : 900 })).page;
}

function expectCleanVisit() {
  expect(suite.visitor.foreignRequests).toEqual([]);
  expect(suite.visitor.errors).toEqual([]);
}

/**
 * The header every API call of the journey carried: 'AE', 'SA', or undefined (Pakistan, spec
 * section 7). The market calls name their country in the path: the page asks the default
 * country's before the visitor chooses another.
 */
function countryKeys(calls: ApiCall[]) {
  return [...new Set(calls.filter((c) => !c.path.startsWith('/api/markets/public/')).map((c) => c.countryKey))];
}

/** The database rows one visitor created up to step 2: one customer, one Created application, its answers. */
function expectScreenedApplication(
  created: VisitorRecords,
  { person, country, product, answers }: { person: Person; country: Country; product: Product; answers: Answer[] },
) {
  expect(created.customers).toEqual([
    expect.objectContaining({
      country,
      name: person.fullName,
      email: person.email,
      mobileNumber: e164Number[country],
      promoCode: '1-1-other',
      locationId: 1,
    }),
  ]);
  expect(created.applications).toEqual([
    expect.objectContaining({
      customerId: created.customers[0].id,
      locationId: 1,
      country,
      applicationType: product,
      status: 'Created',
      productId: null,
    }),
  ]);
  const applicationId = created.applications[0].id;
  expect(
    created.answers
      .map(({ applicationId: a, questionId, optionId }) => ({ a, questionId, optionId }))
      .sort((x, y) => x.questionId - y.questionId),
  ).toEqual(
    answers
      .map((x) => ({ a: applicationId, questionId: x.question.id, optionId: x.option.id }))
      .sort((x, y) => x.questionId - y.questionId),
  );
  expect(created.preferences).toEqual([]);
  expect(created.selectedFeatures).toEqual([]);
  expect(created.outbox).toEqual([]);
  expect(created.supportRequests).toEqual([]);
}

describe.each([1280, 375])('a UAE visitor choosing Card, %i px wide', (width) => {
  it('goes through steps 0, 1 and 2 to the card features, with X-Country-Key: AE on every call', async () => {
    const page = await visit(width);
    const calls = recordApiCalls(page, suite.site.apiUrl);
    const person = newPerson(`ae-card-${width}`);
    const answers = answersFor('ae', 'Card', 'good');
    const shot = (step: string) => screenshotStep(suite.visitor, `steps-0-2-ae-card-${width}px-${step}`);

    await openWizard(page, suite.site);
    await chooseCountry(page, 'ae');
    const narrow = width <= 431;
    expect(await indicatorLabels(page)).toEqual(
      narrow
        ? ['Step 1', 'Step 2', 'Step 3', 'Step 4', 'Step 5']
        : [
            'Personal Information',
            'Select Product',
            'Check your eligibility',
            'Select Card Feature',
            'Select Card & Apply',
          ],
    );
    // Small inputs up to 426 px wide.
    expect(await page.getByLabel('Full Name').evaluate((el) => el.classList.contains('ant-input-sm'))).toBe(
      width <= 426,
    );
    await expect(page.getByRole('button', { name: 'Back', exact: true }).count()).resolves.toBe(0);
    await fillPersonalInfo(page, person, 'ae');
    // The mask shows the national number without the +971 prefix.
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('50 123 4567');
    expect((await page.getByLabel('Phone Number').inputValue()).replace(/\D/g, '')).toBe(nationalNumber.ae);
    await shot('step0');
    await pressNext(page);

    await heading(page, texts.selectProductHeadline).waitFor();
    const banner = seedCatalog('ae').banners.find((b) => b.id === 2)!;
    // Only banner 2, with its title, description and an 'Apply Now' link to a new tab.
    const bannerBox = page.getByRole('complementary', { name: banner.title });
    await bannerBox.getByText(banner.description).waitFor();
    const applyNow = bannerBox.getByRole('link', { name: 'Apply Now' });
    expect(await applyNow.getAttribute('href')).toBe(banner.routingUrl);
    expect(await applyNow.getAttribute('target')).toBe('_blank');
    await expect(page.getByRole('link', { name: 'Apply Now' }).count()).resolves.toBe(1);
    await chooseProduct(page, 'Card');
    await shot('step1');
    await pressNext(page);

    await answerQuestions(page, answers);
    await shot('step2');
    await pressNext(page);
    await heading(page, texts.featuresTitle).waitFor();
    await page.getByRole('checkbox', { name: 'Cashback', exact: true }).waitFor();
    await shot('step3');

    expect(countryKeys(calls)).toEqual(['AE']);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/customer-profiles/public',
      '/api/applications/public',
      '/api/screenings/public/bulk',
    ]);
    expectCleanVisit();
    expectScreenedApplication(await suite.ledger.newRecords(), { person, country: 'ae', product: 'Card', answers });
  });
});

it('a UAE visitor choosing Loan must pick a product, then lands on the loan offers', async () => {
  const page = await visit();
  const calls = recordApiCalls(page, suite.site.apiUrl);
  const person = newPerson('ae-loan');
  const answers = answersFor('ae', 'Loan', 'good');

  await openWizard(page, suite.site);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, person, 'ae');
  await pressNext(page);
  await heading(page, texts.selectProductHeadline).waitFor();
  await pressNext(page);
  const warning = snackbar(page, 'Product Selection Required');
  await warning.getByText('Before we proceed, please select a product').waitFor();
  await chooseProduct(page, 'Loan');
  await pressNext(page);
  await answerQuestions(page, answers);
  await pressNext(page);

  await heading(page, texts.loansTitle).waitFor();
  await heading(page, texts.loansHeadline).waitFor();
  await page.getByText(texts.loansText).waitFor();
  await page.locator('.rec-loan').first().waitFor();
  expect(await indicatorLabels(page)).toEqual([
    'Personal Information',
    'Select Product',
    'Check your eligibility',
    'Choose & Apply',
  ]);
  const offerNames = await page.locator('.rec-loan .rec-card-name').allInnerTexts();
  expect(offerNames.length).toBeGreaterThan(0);
  await screenshotStep(suite.visitor, 'steps-0-2-ae-loan-1280px-step4');

  expect(countryKeys(calls)).toEqual(['AE']);
  expectCleanVisit();
  const created = await suite.ledger.newRecords();
  expectScreenedApplication(
    { ...created, productRecommendations: [] },
    { person, country: 'ae', product: 'Loan', answers },
  );
  // The offers shown are the product recommendations saved for this application.
  const loans = seedCatalog('ae').loans;
  expect(created.productRecommendations.map((r) => r.applicationId)).toEqual(
    offerNames.map(() => created.applications[0].id),
  );
  expect(created.productRecommendations.map((r) => loans.find((l) => l.id === r.productId)?.name).sort()).toEqual(
    [...offerNames].sort(),
  );
});

it('a Pakistan visitor chooses a product too, must answer every question, and no call carries X-Country-Key', async () => {
  const page = await visit();
  const calls = recordApiCalls(page, suite.site.apiUrl);
  const person = newPerson('pk-card');
  const answers = answersFor('pk', 'Card', 'good');

  await openWizard(page, suite.site);
  await expect(page.getByRole('radio', { name: 'Pakistan' }).isChecked()).resolves.toBe(true);
  await fillPersonalInfo(page, person);
  await pressNext(page);
  // Pakistan's catalog offers loans: step 1 is on the way.
  await chooseProduct(page, 'Card');
  await pressNext(page);
  await heading(page, texts.eligibilityTitle).waitFor();
  expect(await indicatorLabels(page)).toHaveLength(5);
  await pressNext(page);
  await snackbar(page, 'Answers Required').getByText('Please answer all questions before proceeding.').waitFor();
  await answerQuestions(page, answers);
  await pressNext(page);
  await heading(page, texts.featuresTitle).waitFor();
  await page.getByRole('checkbox', { name: 'Cashback', exact: true }).waitFor();

  expect(calls.length).toBeGreaterThan(0);
  expect(countryKeys(calls)).toEqual([undefined]);
  // The default country is stored from the start once consent is given; pk sends no header.
  expect(await page.evaluate(() => window.localStorage.getItem('selectedCountry'))).toBe('pk');
  expectCleanVisit();
  expectScreenedApplication(await suite.ledger.newRecords(), { person, country: 'pk', product: 'Card', answers });
});

it('a KSA visitor sends X-Country-Key: SA on every call; Back from step 3, 2 and 1 leads to step 0', async () => {
  const page = await visit();
  const calls = recordApiCalls(page, suite.site.apiUrl);
  const person = newPerson('sa-card');
  const answers = answersFor('sa', 'Card', 'good');

  await reachEligibility(page, suite.site, { country: 'sa', product: 'Card', person });
  expect(await page.getByRole('radio', { name: 'KSA' }).isChecked()).toBe(true);
  await answerQuestions(page, answers);
  await pressNext(page);
  await heading(page, texts.featuresTitle).waitFor();
  await page.getByRole('checkbox', { name: 'Cashback', exact: true }).waitFor();

  // Back: step 3 to step 2 (answers kept), to step 1 (shown: KSA's catalog offers loans), to step 0.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await heading(page, texts.eligibilityTitle).waitFor();
  const first = answers[0];
  expect(
    await page
      .getByRole('radiogroup', { name: first.question.text, exact: true })
      .getByRole('radio', { name: first.option.text, exact: true })
      .isChecked(),
  ).toBe(true);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await heading(page, texts.selectProductHeadline).waitFor();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await heading(page, texts.personalInfoTitle).waitFor();
  expect(await page.getByLabel('Full Name').inputValue()).toBe(person.fullName);

  expect(calls.some((c) => c.path === '/api/productFeatures/public')).toBe(true);
  expect(countryKeys(calls)).toEqual(['SA']);
  expectCleanVisit();
  expectScreenedApplication(await suite.ledger.newRecords(), { person, country: 'sa', product: 'Card', answers });
});

describe('no eligible product', () => {
  it.each([
    ['a hard-stop answer', 'hardStop' as const],
    ['a score below 60', 'weak' as const],
  ])('%s shows the no-eligible-product dialog and keeps the visitor on step 2', async (_, profile) => {
    const page = await visit();
    const person = newPerson(`pk-${profile}`);
    const answers = answersFor('pk', 'Card', profile);
    const score = creditScoreOf('pk', 'Card', answers);
    if (profile === 'hardStop') {
      // The dialog is due to the hard stop alone: the score would pass.
      expect(answers.some((a) => a.option.hardStop)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(60);
    } else {
      expect(answers.some((a) => a.option.hardStop)).toBe(false);
      expect(score).toBeLessThan(60);
    }

    await reachEligibility(page, suite.site, { country: 'pk', product: 'Card', person });
    await answerQuestions(page, answers);
    await pressNext(page);
    const noProduct = await openedDialog(page, texts.noEligibleProduct);
    // Why, and no promise to get in touch until the visitor agrees to be contacted.
    const hardStop = answers.find((a) => a.option.hardStop);
    await noProduct
      .getByText(
        hardStop
          ? `Your answer “${hardStop.option.text}” to “${hardStop.question.text}” rules out the products we compare.`
          : 'Your answers do not reach the score the credit cards we compare ask for.',
      )
      .waitFor();
    await expect(noProduct.getByRole('checkbox', { name: 'You may contact me when a product fits my profile' }).isChecked()).resolves.toBe(false);
    await expect(noProduct.getByText(/kept your details/).count()).resolves.toBe(0);
    await suite.visitor.screenshot(`steps-0-2-pk-${profile}-dialog`);
    await noProduct.getByRole('button', { name: 'Ok' }).click();
    await noProduct.waitFor({ state: 'hidden' });
    await heading(page, texts.eligibilityTitle).waitFor();
    await expect(heading(page, texts.featuresTitle).count()).resolves.toBe(0);

    expectCleanVisit();
    expectScreenedApplication(await suite.ledger.newRecords(), { person, country: 'pk', product: 'Card', answers });
  });
});

it('a customer the API refuses shows its title and detail in the error snackbar, and nothing is stored', async () => {
  const page = await visit();
  const person = newPerson('refused', { promoCode: 'NOPE-99-x' });
  await openWizard(page, suite.site);
  await fillPersonalInfo(page, person);
  await pressNext(page);
  const notice = snackbar(page, 'Invalid promo code');
  await notice.getByText("The merchant / promo code 'NOPE-99-x' is not known. Check it or leave it empty.").waitFor();
  expect(await notice.evaluate((el) => el.className)).toContain('error');
  await suite.visitor.screenshot('steps-0-2-refused-customer');
  await heading(page, texts.personalInfoTitle).waitFor();
  expect(await page.getByLabel('Merchant / Promo Code').inputValue()).toBe('NOPE-99-x');

  expect(suite.visitor.foreignRequests).toEqual([]);
  const created = await suite.ledger.newRecords();
  expect(created.customers).toEqual([]);
  expect(created.applications).toEqual([]);
  expect(created.answers).toEqual([]);
});

it('with the API down, the visitor sees the spec texts and keeps the page; it goes on once the API is back', async () => {
  const page = await visit();
  const person = newPerson('api-down');
  await openWizard(page, suite.site);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, person, 'ae');

  await suite.site.api!.halt();
  try {
    await pressNext(page);
    await snackbar(page, 'No response from server').waitFor();
    await page.getByRole('button', { name: 'Help & Support' }).waitFor();
    await page.getByLabel('Full Name').waitFor();
    await suite.visitor.screenshot('steps-0-2-api-down-step0');
  } finally {
    await suite.site.api!.resume();
  }
  await pressNext(page);
  await chooseProduct(page, 'Card');

  await suite.site.api!.halt();
  try {
    await pressNext(page);
    const oops = await openedDialog(page, texts.unexpectedError);
    await oops.getByRole('button', { name: 'Refresh page' }).waitFor();
    await oops.getByRole('button', { name: 'Contact support' }).waitFor();
    await page.getByRole('button', { name: 'Help & Support' }).waitFor();
    await suite.visitor.screenshot('steps-0-2-api-down-step1');
    await oops.getByRole('button', { name: 'Close' }).click();
    await oops.waitFor({ state: 'hidden' });
  } finally {
    await suite.site.api!.resume();
  }
  await pressNext(page);
  const answers = answersFor('ae', 'Card', 'good');
  await answerQuestions(page, answers);

  await suite.site.api!.halt();
  try {
    await pressNext(page);
    await snackbar(page, 'Failed to submit responses. Please try again later.').waitFor();
    await heading(page, texts.eligibilityTitle).waitFor();
    await suite.visitor.screenshot('steps-0-2-api-down-step2');
  } finally {
    await suite.site.api!.resume();
  }

  // What reached the API while it was up: the customer, then the application; no answers.
  const created = await suite.ledger.newRecords();
  expect(created.customers).toEqual([expect.objectContaining({ email: person.email, country: 'ae' })]);
  expect(created.applications).toEqual([
    expect.objectContaining({ customerId: created.customers[0].id, applicationType: 'Card', status: 'Created' }),
  ]);
  expect(created.answers).toEqual([]);
});

it('with no API at all, step 0 still renders and Next says No response from server', async () => {
  const offline = await startSite({ api: false });
  try {
    const page = await visit();
    await openWizard(page, offline);
    await fillPersonalInfo(page, newPerson('no-api'));
    await pressNext(page);
    await snackbar(page, 'No response from server').waitFor();
    await heading(page, texts.personalInfoTitle).waitFor();
    await page.getByRole('banner').waitFor();
    expect(suite.visitor.foreignRequests).toEqual([]);
  } finally {
    await offline.stop();
  }
  suite.ledger.untouched();
});
