import type { Page } from 'playwright-core';
import { newVisitor } from '../../harness/browser';
import { answersFor, questionsFor } from '../../harness/catalog';
import {
  accessTokenOf,
  answerQuestions,
  applicationIdOf,
  chooseCountry,
  chooseProduct,
  fillPersonalInfo,
  heading,
  indicatorLabels,
  newPerson,
  openWizard,
  pressNext,
  rankedFeatures,
  recordApiCalls,
  selectFeatures,
  shownCards,
  texts,
  wizardStartPath,
  type FeaturePick,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { startQualitySite } from '../../harness/quality-site';

// A UAE card journey that survives a refresh on every step, a tab the browser restores and a remote
// that fails and comes back; /congratulations without an application; the help form when sending
// fails. The real API behind the quality site's proxy (which can answer a route with an error).

const suite = useJourneySuite({ site: () => startQualitySite(), ledger: true });

const picks: FeaturePick[] = [
  { feature: 'Cashback', subFeatures: ['Cashback on groceries'] },
  { feature: 'Dining discounts' },
  { feature: 'No annual fee' },
];

/** Reloads the page and waits for the step's heading at the same address. */
async function refresh(page: Page, title: string): Promise<void> {
  const url = page.url();
  await page.reload();
  await heading(page, title).waitFor();
  expect(page.url()).toBe(url);
}

const fieldValues = (page: Page) =>
  Promise.all(['Full Name', 'Email', 'Phone Number'].map((label) => page.getByLabel(label).inputValue()));

it('a refresh on every step of a card journey shows the same step with the same data, and the database holds one journey', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 1280, height: 900 }));
  const { page } = visitor;
  const calls = recordApiCalls(page, suite.site.apiUrl);
  const person = newPerson('resume-refresh');

  await openWizard(page, suite.site, { acceptCookies: true });
  expect(page.url()).toBe(suite.site.shellUrl + wizardStartPath);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, person, 'ae');
  const typed = await fieldValues(page);
  await refresh(page, texts.personalInfoTitle);
  expect(await fieldValues(page)).toEqual(typed);
  expect(await page.getByRole('radio', { name: 'UAE' }).isChecked()).toBe(true);

  await pressNext(page);
  await chooseProduct(page, 'Card');
  expect(page.url()).toBe(suite.site.shellUrl + '/apply/product');
  await refresh(page, texts.selectProductHeadline);
  expect(await page.getByRole('radio', { name: texts.cardTile }).isChecked()).toBe(true);

  await pressNext(page);
  const answers = answersFor('ae', 'Card', 'good');
  await answerQuestions(page, answers);
  await refresh(page, texts.eligibilityTitle);
  for (const { question, option } of answers) {
    const group = page.getByRole('radiogroup', { name: question.text, exact: true });
    expect(await group.getByRole('radio', { name: option.text, exact: true }).isChecked()).toBe(true);
  }
  // The database: one customer and one application, the one the page works on; no answer before Next.
  const applicationId = await page.evaluate(
    () => (JSON.parse(window.sessionStorage.getItem('journey.application') ?? '{}') as { applicationId?: string }).applicationId,
  );
  const beforeNext = await suite.ledger.newRecords();
  expect(beforeNext.customers).toEqual([
    expect.objectContaining({ name: person.fullName, email: person.email, mobileNumber: '+971501234567', country: 'ae' }),
  ]);
  expect(beforeNext.applications).toEqual([
    expect.objectContaining({ id: applicationId, applicationType: 'Card', status: 'Created', country: 'ae' }),
  ]);
  expect(beforeNext.answers).toEqual([]);

  await pressNext(page);
  await selectFeatures(page, picks);
  expect(page.url()).toBe(suite.site.shellUrl + '/apply/features');
  await refresh(page, texts.featuresTitle);
  for (const name of ['Cashback', 'Dining discounts', 'No annual fee']) {
    expect(await page.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
  }

  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
  await page.getByRole('button', { name: 'Move No annual fee up' }).click();
  const ranking = ['Cashback', 'No annual fee', 'Dining discounts'];
  expect(await rankedFeatures(page)).toEqual(ranking);
  expect(page.url()).toBe(suite.site.shellUrl + '/apply/priorities');
  await refresh(page, texts.rankingTitle);
  expect(await rankedFeatures(page)).toEqual(ranking);

  await pressNext(page);
  await heading(page, texts.cardsHeadline).waitFor();
  await page.locator('li.rec-card').first().waitFor();
  const cards = await shownCards(page);
  expect(page.url()).toBe(suite.site.shellUrl + '/apply/offers');
  await refresh(page, texts.cardsTitle);
  await page.locator('li.rec-card').first().waitFor();
  expect(await shownCards(page)).toEqual(cards);
  expect(await indicatorLabels(page)).toHaveLength(5);

  // Every call of the journey, before and after each refresh, named the one application with one token.
  expect(applicationIdOf(calls)).toBe(applicationId);
  expect(() => accessTokenOf(calls)).not.toThrow();
  const afterJourney = await suite.ledger.newRecords();
  expect(afterJourney.customers).toEqual([]);
  expect(afterJourney.applications).toEqual([]);
  expect(afterJourney.answers.map((a) => a.questionId).sort()).toEqual(
    questionsFor('ae', 'Card')
      .map((q) => q.id)
      .sort(),
  );
  expect(afterJourney.answers.every((a) => a.applicationId === applicationId)).toBe(true);
  expect(afterJourney.preferences.map((p) => p.priority)).toEqual([1, 2, 3]);
  // Nothing of the journey in local storage: only the consent, its cookie settings, the country and nothing personal.
  const local = await page.evaluate(() => ({ ...window.localStorage }));
  expect(Object.keys(local).sort()).toEqual(['cookieConsent', 'cookieSettings', 'selectedCountry']);
});

it('a tab the browser restores, and a remote that failed and came back, find the journey where it was', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 1280, height: 900 }));
  const { page, context } = visitor;
  const person = newPerson('resume-restore');
  await openWizard(page, suite.site, { acceptCookies: true });
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, person, 'ae');
  await pressNext(page);
  await chooseProduct(page, 'Card');
  await pressNext(page);
  await answerQuestions(page, answersFor('ae', 'Card', 'good'));
  await pressNext(page);
  await selectFeatures(page, picks);
  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
  const ranking = await rankedFeatures(page);

  // The browser restores a closed tab with its address and its session storage. Modelled here: the
  // tab is closed, and a new one in the same profile gets the closed tab's session storage (before
  // any script of the page runs) and opens the closed tab's address.
  const address = page.url();
  const session = await page.evaluate(() => ({ ...window.sessionStorage }));
  expect(Object.keys(session).every((key) => key.startsWith('journey.'))).toBe(true);
  await page.close();
  const restored = await context.newPage();
  await restored.addInitScript((entries: Record<string, string>) => {
    if (window.sessionStorage.length === 0) {
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
    }
  }, session);
  await restored.goto(address);
  await heading(restored, texts.rankingTitle).waitFor();
  expect(await rankedFeatures(restored)).toEqual(ranking);

  // A tab opened afresh (no session storage) starts a new journey.
  const fresh = await context.newPage();
  await fresh.goto(address);
  await heading(fresh, texts.personalInfoTitle).waitFor();
  expect(fresh.url()).toBe(suite.site.shellUrl + wizardStartPath);
  expect(await fresh.getByLabel('Full Name').inputValue()).toBe('');
  await fresh.close();

  // The recommendations remote goes down: on the next load its slot fails; back up, Retry shows
  // the ranking as it was.
  await suite.site.stopRemote('recommendations');
  try {
    await restored.reload();
    await restored.getByText(/Loading chunk .* failed/).waitFor();
  } finally {
    await suite.site.startRemote('recommendations');
  }
  await restored.getByRole('button', { name: 'Retry' }).click();
  await heading(restored, texts.rankingTitle).waitFor();
  expect(await rankedFeatures(restored)).toEqual(ranking);
  await suite.ledger.newRecords();
});

it("/congratulations typed directly goes to '/', which shows step 0", async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  await page.goto(suite.site.shellUrl + '/congratulations');
  await heading(page, texts.personalInfoTitle).waitFor();
  expect(page.url()).toBe(suite.site.shellUrl + wizardStartPath);
  await expect(page.getByText('Congratulations!').count()).resolves.toBe(0);
  suite.ledger.untouched();
});

it('the help form says sending failed when the API answers 500, keeps what was typed, and sends on Try again', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  await page.goto(suite.site.shellUrl + '/help-and-support');
  const values = { 'Full Name': 'Sara Khan', Email: 'sara.help@example.ae', Message: 'Where is my card?' };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
  await page.getByRole('checkbox').check();

  const stop = suite.site.faults.fail({ method: 'POST', path: /^\/api\/email\/public$/ });
  try {
    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your message could not be sent' });
    await alert.getByText('Server error: 500. What you typed is kept: please try again.').waitFor();
    for (const [label, value] of Object.entries(values)) expect(await page.getByLabel(label).inputValue()).toBe(value);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
  } finally {
    stop();
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('dialog').getByText(/2-3 business days/).waitFor();
  await expect(page.getByText('Your message could not be sent').count()).resolves.toBe(0);
  expect(suite.site.faults.hits).toEqual(['POST /api/email/public']);
  const records = await suite.ledger.newRecords();
  expect(records.supportRequests.map((r) => r.email)).toEqual([values.Email]);
});
