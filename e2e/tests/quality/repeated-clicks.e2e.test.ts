import type { Locator } from 'playwright-core';
import { holdPageClock } from '../../harness/browser';
import { answersFor, questionsFor } from '../../harness/catalog';
import {
  answerQuestions,
  type ApiCall,
  chooseCountry,
  chooseProduct,
  fillPersonalInfo,
  heading,
  newPerson,
  nextButton,
  openedDialog,
  openWizard,
  pressNext,
  publicIdPattern,
  recordApiCalls,
  selectFeatures,
  texts,
  waitForCongratulations,
} from '../../harness/journey';
import { newQualityVisitor, type QualityVisitor } from '../../harness/quality-browser';
import { cardSelector, qualityPicks } from '../../harness/quality-journey';
import { startQualitySite } from '../../harness/quality-site';
import { useJourneySuite } from '../../harness/journey-suite';
import { nextLockMs } from '@storefront/shared/contract';

// The Next lock's length, on the page's clock; and failure drills: double and triple clicks on
// every Next (steps 0, 1, 2, 3.0 and 3.1) and on 'Apply now' make one record each: one customer,
// one application, one answer per question, the ranked preferences and the selected features
// once, one confirmation e-mail; and the wizard moves one step per press.

const suite = useJourneySuite({
  site: () => startQualitySite(),
  ledger: true,
  // Every quality test runs under the shell's real CSP: nothing it does may break it.
  checkVisitor: (visitor: QualityVisitor) => expect(visitor.cspViolations).toEqual([]),
});

const writes = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.method !== 'GET')
    .map((c) => `${c.method} ${c.path.replace(new RegExp(`/${publicIdPattern}(?=/|$)`, 'g'), '/{id}')}`)
    .sort();

describe.each([
  ['double', 2],
  ['triple', 3],
])('%s clicks', (_, clickCount) => {
  it('on every Next and on Apply now: one step per press and one record each', async () => {
    const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
    const { page } = visitor;
    const calls = recordApiCalls(page, suite.site.apiUrl);
    const person = newPerson(`clicks-${clickCount}`);
    // Playwright's click waits until the button is enabled (the frame's lock), then presses it
    // clickCount times in a row, as an impatient visitor does.
    const press = (button: Locator) => button.click({ clickCount, timeout: 20000 });

    await openWizard(page, suite.site);
    await chooseCountry(page, 'ae');
    await fillPersonalInfo(page, person, 'ae');
    await press(nextButton(page));
    await heading(page, texts.selectProductHeadline).waitFor();

    await chooseProduct(page, 'Card');
    await press(nextButton(page));
    const answers = answersFor('ae', 'Card', 'good');
    await answerQuestions(page, answers);

    await press(nextButton(page));
    await selectFeatures(page, qualityPicks);

    // No call behind this Next: a second press would go on to the ranking's Next and load cards.
    await press(nextButton(page));
    await heading(page, texts.rankingTitle).waitFor();
    // Until the lock is over (Next is aria-disabled while it runs).
    await page.waitForFunction(
      () => document.querySelector('.sf-wizard__buttons .ant-btn-primary')?.getAttribute('aria-disabled') !== 'true',
    );
    await expect(heading(page, texts.cardsTitle).count()).resolves.toBe(0);

    await press(nextButton(page));
    await heading(page, texts.cardsTitle).waitFor();

    await page.locator(`${cardSelector} .rec-card-open`).first().click();
    const mailSent = page.waitForResponse(
      (r) => r.url().endsWith('/api/email/public') && r.request().method() === 'POST',
    );
    await press((await openedDialog(page, texts.confirmTitle)).getByRole('button', { name: 'Apply now' }));
    await waitForCongratulations(page);
    expect((await mailSent).status()).toBe(202);

    expect(writes(calls)).toEqual(
      [
        'POST /api/customer-profiles/public',
        'POST /api/applications/public',
        'POST /api/screenings/public/bulk',
        'POST /api/recommendations/public',
        'POST /api/selected-features/public/{id}',
        'PUT /api/applications/public',
        'POST /api/email/public',
        // The count follows the picks (debounced), not the Next button.
        ...calls
          .filter((c) => c.path === '/api/recommendations/public/count')
          .map(() => 'POST /api/recommendations/public/count'),
      ].sort(),
    );

    const created = await suite.ledger.newRecords();
    expect(created.customers).toEqual([expect.objectContaining({ email: person.email })]);
    expect(created.applications).toEqual([expect.objectContaining({ status: 'Submitted', applicationType: 'Card' })]);
    expect(created.answers).toHaveLength(questionsFor('ae', 'Card').length);
    expect(created.preferences.map((p) => p.priority)).toEqual([1, 2, 3]);
    expect(created.selectedFeatures).toHaveLength(4);
    expect(created.outbox).toEqual([expect.objectContaining({ kind: 'card_confirmation', toAddress: person.email })]);
    expect(visitor.pageErrors).toEqual([]);
  });
});

it('Next stays locked for 3 s after a press, though the step answered at once', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  const locked = () => nextButton(page).getAttribute('aria-disabled');
  // The page runs on Playwright's clock (browser.ts), which flows as time does until the test holds it.
  await openWizard(page, suite.site);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, newPerson('lock'), 'ae');
  await pressNext(page);
  await heading(page, texts.selectProductHeadline).waitFor();
  await nextButton(page).click({ trial: true, timeout: 20000 });

  // The page's clock held still: no product chosen, so Next answers at once, and only the lock's
  // own timer keeps it locked.
  await holdPageClock(page);
  await nextButton(page).click();
  await page.getByText('Before we proceed, please select a product').waitFor();
  expect(await locked()).toBe('true');
  await page.clock.runFor(nextLockMs - 1);
  await page.waitForTimeout(200);
  expect(await locked()).toBe('true');

  await page.clock.runFor(1);
  await page.waitForFunction(
    () => document.querySelector('.sf-wizard__buttons .ant-btn-primary')?.getAttribute('aria-disabled') !== 'true',
    null,
    { polling: 50, timeout: 5000 },
  );
  await page.clock.resume();
});
