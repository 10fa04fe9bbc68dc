import type { Page } from 'playwright-core';
import { newVisitor } from '../../harness/browser';
import { recordScripts } from '../../bench/measure-page';
import {
  answersFor,
  cardById,
  expectedCardRanking,
  featureByName,
  partnerAddress,
  seedCatalog,
  type Country,
  type SeedCard,
} from '../../harness/catalog';
import {
  accessTokenOf,
  answerPartnerSites,
  answerQuestions,
  type ApiCall,
  apiGet,
  applicationIdOf,
  applyPatienceMs,
  type FeaturePick,
  heading,
  newPerson,
  openedDialog,
  type Person,
  pressNext,
  rankedFeatures,
  reachEligibility,
  readBrowserTimer,
  recordApiCalls,
  screenshotStep,
  selectFeatures,
  shownCards,
  snackbar,
  startBrowserTimer,
  texts,
  waitForCongratulations,
  wizardStartPath,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { startSite } from '../../harness/site';

// The whole card journey, consent to /congratulations, in Chromium against the real API,
// with the confirmation mail delivered to an SMTP server this file starts.

const suite = useJourneySuite({
  mail: true,
  site: (smtpUrl) => startSite({ apiEnv: { SMTP_URL: smtpUrl } }),
  ledger: true,
});

const currency: Record<Country, string> = { ae: 'AED', sa: 'SAR', pk: 'PKR' };

interface FilterPage {
  content: { productId: number; productName: string; organizationName: string; score: number }[];
  empty: boolean;
  totalElements: number;
}

async function cardJourney(page: Page, country: Country, person: Person, picks: FeaturePick[]) {
  const calls = recordApiCalls(page, suite.site.apiUrl);
  await reachEligibility(page, suite.site, { country, product: 'Card', person, acceptCookies: true });
  await answerQuestions(page, answersFor(country, 'Card', 'good'));
  await pressNext(page);
  await selectFeatures(page, picks);
  return calls;
}

/** Step 4 lists the cards best first, with the match percent the API computed for these preferences. */
async function expectCardsAsComputed(page: Page, country: Country, calls: ApiCall[], preferenceIds: number[]) {
  const shown = await shownCards(page);
  const api = await apiGet<FilterPage>(
    suite.site,
    `/api/recommendations/public/${applicationIdOf(calls)}/filter?page=0&size=10&preferences=${preferenceIds.join(',')}`,
    country,
    accessTokenOf(calls),
  );
  expect(shown).toEqual(
    api.content.map((c) => ({ bank: c.organizationName, name: c.productName, match: `${c.score}% Match` })),
  );
  const scores = api.content.map((c) => c.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // And the API's figures are the formula of api/README.md over the seed catalog.
  const expected = expectedCardRanking(country, preferenceIds);
  expect(api.content.map((c) => [c.productId, c.score])).toEqual(
    expected.slice(0, 10).map((m) => [m.card.id, m.score]),
  );
  return { api, expected };
}

/** A feature's or sub-feature's name in the seed catalog. */
function featureName(country: Country, id: number): string {
  for (const f of seedCatalog(country).features) {
    if (f.id === id) return f.name;
    const sub = f.subFeatures?.find((s) => s.id === id);
    if (sub) return sub.name;
  }
  throw new Error(`No feature ${id} in ${country}`);
}

/** The lines of a section of the mail's text part: under its underlined heading, up to a blank line. */
function mailSection(text: string, title: string): string[] {
  const lines = text.split('\n');
  const at = lines.indexOf(title);
  if (at < 0) return [];
  const rest = lines.slice(at + 2);
  return rest.slice(0, rest.indexOf(''));
}

/** Checks the visitor's one confirmation mail and answers the application's reference it names. */
function expectConfirmationMail(person: Person, applicationId: string, country: Country, card: SeedCard, featureNames: string[]): string {
  const mails = suite.sink.received.filter((m) => m.to.includes(person.email));
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.subject).toBe('Your Credit Card Application Received');
  const bank = seedCatalog(country).banks.find((b) => b.id === card.bankId)!.name;
  const reference = /^Application ID: (SF-[A-Z0-9]{8})$/m.exec(mail.text)?.[1];
  expect(reference).toBeDefined();
  for (const shown of [person.fullName, reference!, card.name, bank, '3-4 working days']) expect(mail.html).toContain(shown);
  expect(mail.text).toContain(`You started an application with ${bank}; finish it on their site.`);
  expect(mail.text).toContain(`Finish your application: ${partnerAddress(card.routingUrl, reference!)}\n`);
  // The card's own features from the catalog; what the visitor ranked apart, each saying whether the card has it.
  const own = [...card.features].sort((a, b) => a - b).map((id) => `- ${featureName(country, id)}`);
  expect(mailSection(mail.text, "The card's features")).toEqual(own);
  expect(mailSection(mail.text, 'What you asked for').slice(1)).toEqual(
    featureNames.map((name) => expect.stringMatching(new RegExp(`^- ${name.replace(/[()]/g, '\\$&')}: (this card has it|this card has part of it|not on this card)$`))),
  );
  expect(mail.messageId).toContain(`application-${applicationId}@`);
  return reference!;
}

it('a UAE visitor ranks features with the keyboard, pages through every card, applies, and gets one mail', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 1280, height: 900 }));
  const { page } = visitor;
  const scripts = recordScripts(page);
  const partners = await answerPartnerSites(visitor.context);
  const person = newPerson('ae-card-journey');
  const picks: FeaturePick[] = [
    { feature: 'Cashback', subFeatures: ['Cashback on groceries'] },
    { feature: 'Dining discounts' },
    { feature: 'No annual fee' },
    { feature: 'Airport lounge access' },
  ];
  const calls = await cardJourney(page, 'ae', person, picks.slice(0, 1));
  const applicationId = applicationIdOf(calls);

  // The count chip follows the selection (debounced), as the API counts.
  const count = await (
    await fetch(`${suite.site.apiUrl}/api/recommendations/public/count`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Country-Key': 'AE', 'X-Access-Token': accessTokenOf(calls) },
      body: JSON.stringify({
        applicationId,
        preferences: ['Cashback', 'Cashback on groceries'].map((n) => ({
          featureId: featureByName('ae', n).id,
          featureName: n,
        })),
      }),
    })
  ).json();
  expect(count).toBeGreaterThan(0);
  await page.getByText(`${count} card found`, { exact: true }).waitFor();
  await page.getByText('Cashback and reward points features are mutually exclusive in the same card.').waitFor();
  await selectFeatures(page, picks.slice(1));
  await screenshotStep(visitor, 'journey-ae-card-step3-features');
  await pressNext(page);

  await heading(page, texts.rankingTitle).waitFor();
  expect(await rankedFeatures(page)).toEqual([
    'Cashback',
    'Dining discounts',
    'No annual fee',
    'Airport lounge access',
  ]);
  await page.getByText('1. Cashback on groceries', { exact: true }).waitFor();
  // Keyboard only: focus the Move up button of 'No annual fee' and press Enter.
  await page.getByRole('button', { name: 'Move No annual fee up' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('No annual fee moved to position 2 of 4.').waitFor();
  const ranking = ['Cashback', 'No annual fee', 'Dining discounts', 'Airport lounge access'];
  expect(await rankedFeatures(page)).toEqual(ranking);
  expect(await page.locator('.rec-rank-row .rec-rank-number').allInnerTexts()).toEqual(['1', '2', '3', '4']);
  await screenshotStep(visitor, 'journey-ae-card-step3-ranking');

  await startBrowserTimer(page, 'rankingToCards', 'Next', 'li.rec-card');
  await pressNext(page);
  await heading(page, texts.cardsTitle).waitFor();
  await heading(page, texts.cardsHeadline).waitFor();
  await page.getByText('Get a free AED 200 bonus for any approved card or instant cash loan.').first().waitFor();
  await page.locator('li.rec-card').first().waitFor();
  const toFirstCard = await readBrowserTimer(page, 'rankingToCards');
  await page.getByRole('button', { name: 'Reset Filter' }).waitFor();
  await screenshotStep(visitor, 'journey-ae-card-step4-cards');

  const preferenceIds = ranking.map((name) => featureByName('ae', name).id);
  const { api, expected } = await expectCardsAsComputed(page, 'ae', calls, preferenceIds);
  const top = cardById('ae', api.content[0].productId);
  const topItem = page.locator('li.rec-card').first();
  if (top.incentive > 0)
    await topItem.getByText(`Bank welcome offer: ${currency.ae} ${top.incentive.toLocaleString('en-US')} cashback`).waitFor();
  if (top.instantIssuance) await topItem.getByText('Instant Issuance').waitFor();

  // 'View More Cards' to the end: page 1, then an empty page.
  const filterPages = () =>
    calls.filter((c) => c.path.endsWith('/filter')).map((c) => new URL(c.url).searchParams.get('page'));
  for (let shown = (await shownCards(page)).length; shown < expected.length; shown = (await shownCards(page)).length) {
    await page.getByRole('button', { name: 'View More Cards' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('li.rec-card').length > n, shown);
  }
  await page.getByRole('button', { name: 'View More Cards' }).click();
  await snackbar(page, 'Recommended Cards').getByText('No more cards to display.').waitFor();
  expect(filterPages()).toEqual(['0', '1', '2']);
  const allShown = await shownCards(page);
  expect(allShown.map((c) => c.name)).toEqual(expected.map((m) => m.card.name));
  expect(allShown.map((c) => c.match)).toEqual(expected.map((m) => `${m.score}% Match`));
  expect(allShown).toHaveLength(api.totalElements);
  // One copy of each shared library to here: step 4's pages (SWR's paged hook) take the SWR core
  // the shell loaded, not a second one of their own.
  expect((await scripts.stop()).copies).toEqual({ 'react-dom': 1, antd: 1, 'federation runtime': 1, swr: 1 });

  // Apply for the best match.
  await page.getByRole('button', { name: top.name, exact: true }).click();
  const confirm = await openedDialog(page, texts.confirmTitle);
  for (const line of top.description) await confirm.getByText(line, { exact: true }).waitFor();
  await confirm.getByRole('button', { name: 'Choose another option' }).waitFor();
  await visitor.screenshot('journey-ae-card-step4-confirm');
  await startBrowserTimer(page, 'applyToCongratulations', 'Apply now', '.sf-page-title');
  const popup = page.waitForEvent('popup', { timeout: applyPatienceMs });
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await page.getByText(texts.redirecting).waitFor({ timeout: applyPatienceMs });
  await page.getByText(texts.doNotLeave).waitFor();
  await visitor.screenshot('journey-ae-card-redirecting');
  const partner = await popup;
  await partner.waitForLoadState();
  const partnerUrl = partner.url();
  await waitForCongratulations(page, suite.site.shellUrl);
  await page.getByText('Your credit card application was submitted successfully.').waitFor();
  const toCongratulations = await readBrowserTimer(page, 'applyToCongratulations');
  await expect(page.getByText(texts.redirecting).count()).resolves.toBe(0);
  await visitor.screenshot('journey-ae-card-congratulations');

  // The browser's back button on /congratulations lands on '/', which shows step 0.
  await page.goBack();
  await page.waitForURL(`${suite.site.shellUrl}${wizardStartPath}`);
  await heading(page, texts.personalInfoTitle).waitFor();

  console.log(
    `[ae card] last Next of step 3 -> first card painted: ${toFirstCard} ms; 'Apply now' -> /congratulations: ${toCongratulations} ms`,
  );

  const application = await apiGet<{
    status: string;
    product: { productId: number } | null;
    customer: { clientRiskProfile: string };
  }>(suite.site, `/api/applications/public/${applicationId}`, 'ae', accessTokenOf(calls));
  expect(application.status).toBe('Submitted');
  expect(application.product?.productId).toBe(top.id);
  expect(application.customer.clientRiskProfile).toBe('Low');

  await suite.sink.waitForMailTo(person.email);
  const featureNames = [
    'Cashback (Cashback on groceries)',
    'No annual fee',
    'Dining discounts',
    'Airport lounge access',
  ];
  const reference = expectConfirmationMail(person, applicationId, 'ae', top, featureNames);
  expect(partnerUrl).toBe(partnerAddress(top.routingUrl, reference));

  // After a restart the confirmation's outbox row is final, and no mail goes twice. The visitor's
  // page is closed first: a call it sends while the API is down would be refused.
  await page.close();
  await suite.site.api!.restart();
  const created = await suite.ledger.newRecords();
  expect(created.applications).toEqual([
    expect.objectContaining({ id: applicationId, status: 'Submitted', productId: top.id }),
  ]);
  expect(created.preferences).toEqual(
    preferenceIds.map((featureId, i) => ({ applicationId, featureId, priority: i + 1 })),
  );
  const pickedIds = [
    'Cashback',
    'Cashback on groceries',
    'Dining discounts',
    'No annual fee',
    'Airport lounge access',
  ].map((n) => featureByName('ae', n).id);
  expect(created.selectedFeatures.map((s) => s.featureId).sort()).toEqual([...pickedIds].sort());
  expect(created.selectedFeatures.every((s) => s.applicationId === applicationId)).toBe(true);
  expect(created.outbox).toEqual([
    expect.objectContaining({ kind: 'card_confirmation', applicationId, toAddress: person.email, status: 'sent' }),
  ]);
  // Still one mail after the API has been stopped and started again.
  expectConfirmationMail(person, applicationId, 'ae', top, featureNames);
  expect(partners).toEqual([partnerAddress(top.routingUrl, reference)]);
  expect(visitor.foreignRequests).toEqual([]);
  expect(visitor.errors).toEqual([]);
});

it('a Pakistan visitor picks five features (a sixth is refused), drags one, resets the filter once, and applies', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 1280, height: 900 }));
  const { page } = visitor;
  const partners = await answerPartnerSites(visitor.context);
  const person = newPerson('pk-card-journey');
  // Five features and two sub-features: seven picks, of which five features count.
  const picks: FeaturePick[] = [
    { feature: 'Cashback', subFeatures: ['Cashback on dining', 'Cashback on fuel'] },
    { feature: 'Dining discounts' },
    { feature: 'No annual fee' },
    { feature: 'Airport lounge access' },
    { feature: 'Travel insurance' },
  ];
  const calls = await cardJourney(page, 'pk', person, picks);
  const applicationId = applicationIdOf(calls);

  await page.getByRole('checkbox', { name: 'Golf privileges', exact: true }).click();
  await snackbar(page, 'Feature Selection').waitFor();
  expect(await page.getByRole('checkbox', { name: 'Golf privileges', exact: true }).isChecked()).toBe(false);
  await pressNext(page);

  await heading(page, texts.rankingTitle).waitFor();
  expect(await rankedFeatures(page)).toEqual(picks.map((p) => p.feature));
  // Drag 'Travel insurance' (last) above 'Cashback' (first) with the mouse.
  const rows = page.locator('.rec-rank-row');
  const from = (await rows.nth(4).boundingBox())!;
  const to = (await rows.nth(0).boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(from.x + 20, from.y + from.height / 2 + ((to.y - from.y - 10) * i) / 10);
  }
  await page.mouse.up();
  const ranking = ['Travel insurance', 'Cashback', 'Dining discounts', 'No annual fee', 'Airport lounge access'];
  await page.waitForFunction(
    (first) => document.querySelector('.rec-rank-row .rec-rank-name')?.textContent === first,
    ranking[0],
  );
  expect(await rankedFeatures(page)).toEqual(ranking);
  await pressNext(page);

  await heading(page, texts.cardsTitle).waitFor();
  await page.locator('li.rec-card').first().waitFor();
  // 'Reset Filter' goes back to the features, as chosen; Next twice brings the same cards back.
  await page.getByRole('button', { name: 'Reset Filter' }).click();
  await heading(page, texts.featuresTitle).waitFor();
  for (const pick of picks)
    expect(await page.getByRole('checkbox', { name: pick.feature, exact: true }).isChecked()).toBe(true);
  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
  expect(await rankedFeatures(page)).toEqual(ranking);
  await startBrowserTimer(page, 'rankingToCards', 'Next', 'li.rec-card');
  await pressNext(page);
  await heading(page, texts.cardsTitle).waitFor();
  const toFirstCard = await readBrowserTimer(page, 'rankingToCards');

  const preferenceIds = ranking.map((name) => featureByName('pk', name).id);
  const { api } = await expectCardsAsComputed(page, 'pk', calls, preferenceIds);
  const top = cardById('pk', api.content[0].productId);
  if (top.incentive > 0) {
    await page
      .locator('li.rec-card')
      .first()
      .getByText(`Bank welcome offer: ${currency.pk} ${top.incentive.toLocaleString('en-US')} cashback`)
      .waitFor();
  }
  await screenshotStep(visitor, 'journey-pk-card-step4-cards');
  // At 375 px: no 'Reset Filter' (hidden at 431 px or less), and Back shows on step 4.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Reset Filter' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Back', exact: true }).waitFor();
  await screenshotStep(visitor, 'journey-pk-card-step4-cards-375px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Back', exact: true }).waitFor({ state: 'detached' });

  await page.locator('li.rec-card').first().click();
  const confirm = await openedDialog(page, texts.confirmTitle);
  await startBrowserTimer(page, 'applyToCongratulations', 'Apply now', '.sf-page-title');
  const popup = page.waitForEvent('popup', { timeout: applyPatienceMs });
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await page.getByText(texts.redirecting).waitFor({ timeout: applyPatienceMs });
  const partner = await popup;
  await partner.waitForLoadState();
  const partnerUrl = partner.url();
  await waitForCongratulations(page, suite.site.shellUrl);
  await page.getByText('Your credit card application was submitted successfully.').waitFor();
  const toCongratulations = await readBrowserTimer(page, 'applyToCongratulations');
  await page.goBack();
  await page.waitForURL(`${suite.site.shellUrl}${wizardStartPath}`);
  await heading(page, texts.personalInfoTitle).waitFor();
  console.log(
    `[pk card] last Next of step 3 -> first card painted: ${toFirstCard} ms; 'Apply now' -> /congratulations: ${toCongratulations} ms`,
  );

  // Pakistan: no call carried a country header.
  expect([...new Set(calls.map((c) => c.countryKey))]).toEqual([undefined]);
  const application = await apiGet<{ status: string; product: { productId: number } | null }>(
    suite.site,
    `/api/applications/public/${applicationId}`,
    'pk',
    accessTokenOf(calls),
  );
  expect(application).toMatchObject({ status: 'Submitted', product: { productId: top.id } });

  await suite.sink.waitForMailTo(person.email);
  const mailFeatures = ranking.map((name) =>
    name === 'Cashback' ? 'Cashback (Cashback on dining, Cashback on fuel)' : name,
  );
  // After a restart the confirmation's outbox row is final, and no mail goes twice. The visitor's
  // page is closed first: a call it sends while the API is down would be refused.
  await page.close();
  await suite.site.api!.restart();
  const reference = expectConfirmationMail(person, applicationId, 'pk', top, mailFeatures);
  expect(partnerUrl).toBe(partnerAddress(top.routingUrl, reference));
  const created = await suite.ledger.newRecords();
  expect(created.customers).toEqual([expect.objectContaining({ email: person.email, country: 'pk' })]);
  expect(created.applications).toEqual([
    expect.objectContaining({ id: applicationId, status: 'Submitted', productId: top.id }),
  ]);
  expect(created.preferences).toEqual(
    preferenceIds.map((featureId, i) => ({ applicationId, featureId, priority: i + 1 })),
  );
  expect(created.selectedFeatures.map((s) => s.featureId).sort()).toEqual(
    picks
      .flatMap((p) => [p.feature, ...(p.subFeatures ?? [])])
      .map((name) => featureByName('pk', name).id)
      .sort(),
  );
  expect(created.outbox).toEqual([
    expect.objectContaining({ kind: 'card_confirmation', applicationId, toAddress: person.email, status: 'sent' }),
  ]);
  expectConfirmationMail(person, applicationId, 'pk', top, mailFeatures);
  expect(partners).toEqual([partnerAddress(top.routingUrl, reference)]);
  expect(visitor.foreignRequests).toEqual([]);
  expect(visitor.errors).toEqual([]);
  expect(seedCatalog('pk').cards.length).toBeGreaterThan(0);
});
