import { newVisitor, type Visitor } from '../../harness/browser';
import { chooseCountry, fillPersonalInfo, heading, newPerson, openWizard, pressNext, snackbar, texts } from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { startSite, type Site } from '../../harness/site';

// Step 0 in Chromium against the real API: the customer create carries an Idempotency-Key of its
// submission, so a create whose answer was lost on the way back, sent again by the visitor's next
// press of Next, is answered with the customer the first one made.

const suite = useJourneySuite<Site, Visitor>({ site: () => startSite(), ledger: true });

it('a customer create whose answer is lost, sent again with Next, makes one customer', async () => {
  const page = suite.track(await newVisitor(suite.browser, { consent: true, width: 1280, height: 900 })).page;
  const person = newPerson('lost-answer');
  const keys: (string | undefined)[] = [];
  await page.route(`${suite.site.apiUrl}/api/customer-profiles/public`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.fallback();
    // The request reaches the API, which creates the customer; its answer never reaches the page.
    await route.fetch();
    return route.abort('connectionreset');
  });

  await openWizard(page, suite.site);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, person, 'ae');
  await pressNext(page);
  await snackbar(page, 'No response from server').waitFor();
  await pressNext(page);
  await heading(page, texts.selectProductHeadline).waitFor();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const created = await suite.ledger.newRecords();
  expect(created.customers).toEqual([expect.objectContaining({ email: person.email, country: 'ae' })]);
});
