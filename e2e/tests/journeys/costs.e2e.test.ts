import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { CardRecommendation, LoanOffer, LoanQuote, Page as ResultsPage } from '@storefront/shared/contract';
import { newVisitor, type Visitor } from '../../harness/browser';
import { answersFor, seedCatalog, type Country } from '../../harness/catalog';
import {
  accessTokenOf,
  answerPartnerSites,
  answerQuestions,
  type ApiCall,
  apiGet,
  applicationIdOf,
  dialog,
  type FeaturePick,
  heading,
  newPerson,
  openedDialog,
  pressNext,
  reachEligibility,
  recordApiCalls,
  screenshotStep,
  selectFeatures,
  texts,
  waitForCongratulations,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { artifactsDir } from '../../harness/paths';
import { cardSelector } from '../../harness/quality-journey';
import { startSite, type Site } from '../../harness/site';

// What step 4 says a product costs, in Chromium against the real API, for the UAE, KSA and
// Pakistan: every card tile's costs as the API computed them, the "why" points adding up to the
// percent shown, the Islamic filter against the seed catalog, three cards compared at 1280 and
// 375 px (the Pakistan visitor's phone-sized window), and a loan re-quoted after a new amount and tenure, equal to the API's engine,
// applied for with that choice and confirmed by a mail (to an SMTP server this file starts) stating it.

const suite = useJourneySuite<Site, Visitor>({
  mail: true,
  site: (smtpUrl) => startSite({ apiEnv: { SMTP_URL: smtpUrl } }),
  timeout: 180_000,
});

/** Four picks, the Sharia-compliant feature last: the visitor asked for Islamic products. */
const picks: FeaturePick[] = [
  { feature: 'Cashback', subFeatures: ['Cashback on groceries'] },
  { feature: 'No annual fee' },
  { feature: 'Dining discounts' },
  { feature: 'Sharia-compliant' },
];

/** Amounts and rates as the storefront prints them (Intl, en-US, the currency code first). */
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 0, maximumFractionDigits: 2 })
    .format(amount)
    .replace(/\u00a0/g, ' ');
const percent = (rate: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(rate)}%`;
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

/** The catalog's Sharia-compliant products of a country, by name (api/seed/catalog/{country}.yaml). */
function islamicInCatalog(country: Country): Set<string> {
  const catalog = seedCatalog(country) as unknown as { cards: { name: string; islamic?: boolean }[] };
  return new Set(catalog.cards.filter((card) => card.islamic === true).map((card) => card.name));
}

async function open(width: number): Promise<{ page: Page; calls: ApiCall[] }> {
  const { page } = suite.track(await newVisitor(suite.browser, { consent: true, width, height: 900 }));
  // Every layout shift of the visit, with its time, as Chromium reports them.
  await page.addInitScript(() => {
    const shifts: { t: number; value: number; input: boolean }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { startTime: number; value: number; hadRecentInput: boolean }[]) {
        shifts.push({ t: e.startTime, value: e.value, input: e.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { page, calls: recordApiCalls(page, suite.site.apiUrl) };
}

/** The layout shift of step 4's arrival: the shifts (not caused by input) since `since`, once its first images are in. */
async function arrivalShift(page: Page, since: number): Promise<number> {
  await page.waitForFunction(
    (selector) => [...document.querySelectorAll<HTMLImageElement>(`${selector} img[loading="eager"]`)].every((img) => img.complete),
    cardSelector,
  );
  // Two frames, so that the shifts of the last paint are reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(
    (t0) =>
      (window as unknown as { __shifts: { t: number; value: number; input: boolean }[] }).__shifts
        .filter((s) => s.t >= t0 && !s.input)
        .reduce((sum, s) => sum + s.value, 0),
    since,
  );
}

/** Steps 0-3 with the picks above, to step 4's cards; answers the page's clock when Next left step 3. */
async function reachCards(page: Page, country: Country, width: number): Promise<number> {
  await reachEligibility(page, suite.site, { country, product: 'Card', person: newPerson(`costs-${country}-${width}`) });
  await answerQuestions(page, answersFor(country, 'Card', 'good'));
  await pressNext(page);
  await selectFeatures(page, picks);
  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
  const left = await page.evaluate(() => performance.now());
  await pressNext(page);
  await heading(page, texts.cardsTitle).waitFor();
  await page.locator(cardSelector).first().waitFor();
  return left;
}

/** The API's answer to the last filter call the page made, asked again with the visitor's token. */
async function apiCards(calls: ApiCall[], country: Country, islamic: boolean): Promise<CardRecommendation[]> {
  const call = [...calls].reverse().find((c) => c.path.endsWith('/filter') && c.url.includes('islamic=true') === islamic);
  if (!call) throw new Error(`No filter call (islamic ${islamic}) in ${calls.map((c) => c.url).join(', ')}`);
  const page = await apiGet<ResultsPage<CardRecommendation>>(suite.site, call.url.slice(suite.site.apiUrl.length), country, accessTokenOf(calls));
  return page.content;
}

/** Waits for the tiles to be these products, in this order. */
async function waitForTiles(page: Page, names: string[]): Promise<void> {
  await page.waitForFunction(
    ({ selector, expected }) =>
      JSON.stringify([...document.querySelectorAll(`${selector} .rec-card-name`)].map((n) => n.textContent?.trim())) ===
      JSON.stringify(expected),
    { selector: cardSelector, expected: names },
  );
}

const tiles = (page: Page) => page.locator(`.rec-card-list > ${cardSelector}`);

async function costsOf(tile: Locator): Promise<Record<string, string>> {
  return tile.locator('.rec-costs > div').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent!.replace(/\u00a0/g, ' ')])),
  );
}

/** Every tile: its costs as the API sent them, its Islamic badge, and its "why" adding up to its percent. */
async function checkTiles(page: Page, cards: CardRecommendation[]): Promise<void> {
  await waitForTiles(page, cards.map((c) => c.productName));
  for (const [i, card] of cards.entries()) {
    const tile = tiles(page).nth(i);
    const { costs, currency } = card;
    const fee =
      costs.annualFee === 0 && costs.firstYearFee === 0
        ? 'No annual fee'
        : `${money(costs.annualFee, currency)}${costs.firstYearFee === 0 ? ' (first year free)' : ''}`;
    expect(await costsOf(tile)).toEqual({
      'Annual fee': fee,
      [card.islamic ? 'Profit rate' : 'APR']: percent(costs.purchaseRate),
      'Minimum salary': money(costs.minMonthlySalary, currency),
    });
    await expect(tile.locator('.rec-chip-islamic').count()).resolves.toBe(card.islamic ? 1 : 0);

    const shown = plain(await tile.locator('.rec-card-match-label').textContent());
    expect(shown).toBe(`${card.score}% Match`);
    await tile.getByText('Why this card', { exact: true }).click();
    const why = tile.locator('.rec-why-table');
    const rows = await why.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({ name: tr.querySelector('th')!.textContent!.replace(/^[✓✗]\s*/, '').trim(), points: tr.querySelector('.rec-why-points')!.textContent! })),
    );
    expect(rows.map((r) => r.name)).toEqual(card.match.items.map((item) => item.featureName));
    const points = rows.map((r) => Number(/(\d+)%/.exec(r.points)![1]));
    expect(points.reduce((a, b) => a + b, 0)).toBe(Number(/^(\d+)%/.exec(shown)![1]));
    await expect(why.locator('tfoot .rec-why-points').textContent()).resolves.toBe(`${card.score}%`);
  }
}

describe.each<Country>(['ae', 'sa', 'pk'])('step 4 cards in %s, 1280 px', (country) => {
  it('every tile shows its costs and why; the Islamic filter shows only Sharia-compliant cards of the catalog', async () => {
    const { page, calls } = await open(1280);
    const arrived = await reachCards(page, country, 1280);
    // Step 4 arrives without moving what is already drawn (the images' boxes are reserved).
    const shift = await arrivalShift(page, arrived);
    expect(shift).toBeLessThanOrEqual(0.05);

    // The visitor ranked 'Sharia-compliant': the step opens with the filter on.
    const toggle = page.getByRole('switch', { name: 'Islamic only' });
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    const islamicCards = await apiCards(calls, country, true);
    expect(islamicCards.length).toBeGreaterThan(0);
    const catalog = islamicInCatalog(country);
    for (const card of islamicCards) expect(catalog.has(card.productName)).toBe(true);
    await checkTiles(page, islamicCards);

    // Off: every card again, as step 3 loaded them.
    await toggle.click();
    const allCards = await apiCards(calls, country, false);
    expect(allCards.some((card) => !card.islamic)).toBe(true);
    await checkTiles(page, allCards);
    if (country === 'ae') await screenshotStep(suite.visitor, 'costs-step4-ae-1280');

    if (country === 'sa') {
      const compare = await compareThree(page, allCards.slice(0, 3));
      await page.screenshot({ path: path.join(artifactsDir, 'costs-compare-sa-1280.png') });
      await compare.getByRole('button', { name: 'Close', exact: true }).first().click();
      await compare.waitFor({ state: 'hidden' });
      await keyFactsPage(page, allCards[0]);
    }
    if (country === 'pk') await onAPhone(page, allCards);
    expect(suite.visitor.errors).toEqual([]);
  });
});

/** The first tile's 'Key facts' page: the card's sheet, line for line, and Back to the step. */
async function keyFactsPage(page: Page, card: CardRecommendation): Promise<void> {
  await page.getByRole('link', { name: `Key facts of ${card.productName}`, exact: true }).click();
  await heading(page, `Key facts: ${card.productName}`).waitFor();
  const facts = await page.locator('.rec-fact-list > div').evaluateAll((rows) =>
    rows.map((r) => ({ label: r.querySelector('dt')!.textContent, value: r.querySelector('dd')!.textContent })),
  );
  expect(facts).toEqual(card.keyFacts.facts.map(({ label, value }) => ({ label, value })));
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await heading(page, texts.cardsTitle).waitFor();
}

/** Ticks three tiles, opens 'Compare 3' and checks the columns and rows; returns the dialog. */
async function compareThree(page: Page, cards: CardRecommendation[]): Promise<Locator> {
  for (const card of cards) await page.getByRole('checkbox', { name: `Compare ${card.productName}`, exact: true }).check();
  await page.getByRole('button', { name: 'Compare 3', exact: true }).click();
  const compare = dialog(page, 'Compare side by side');
  await compare.waitFor();
  const heads = await compare.locator('thead th.rec-compare-head').allInnerTexts();
  expect(heads.map((h) => h.trim())).toEqual(cards.map((c) => c.productName));
  const labels = await compare.locator('tbody th[scope="row"]').allInnerTexts();
  for (const label of ['Match', 'Annual fee', 'APR / Profit rate', 'Minimum salary', 'Type', 'Features']) expect(labels).toContain(label);
  const matchRow = compare.locator('tbody tr').filter({ has: page.locator('th', { hasText: /^Match$/ }) });
  expect((await matchRow.locator('td').allInnerTexts()).map((t) => t.trim())).toEqual(cards.map((c) => `${c.score}% Match`));
  const typeRow = compare.locator('tbody tr').filter({ has: page.locator('th', { hasText: /^Type$/ }) });
  expect((await typeRow.locator('td').allInnerTexts()).map((t) => t.trim())).toEqual(
    cards.map((c) => (c.islamic ? 'Sharia-compliant' : 'Conventional')),
  );
  return compare;
}

/**
 * The same step on a 375 x 812 screen: the first tile's costs above the fold, its image in its
 * reserved box, and three cards compared in columns that scroll under fixed row labels.
 */
async function onAPhone(page: Page, cards: CardRecommendation[]): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshotStep(suite.visitor, 'costs-step4-pk-375');
  await page.evaluate(() => window.scrollTo(0, 0));
  const costs = await tiles(page).first().locator('.rec-costs').boundingBox();
  expect(costs!.y + costs!.height).toBeLessThanOrEqual(812);
  const image = await tiles(page).first().locator('img').boundingBox();
  expect([Math.round(image!.width), Math.round(image!.height)]).toEqual([88, 56]);

  const compare = await compareThree(page, cards.slice(0, 3));
  const scroller = compare.locator('.rec-compare-scroll');
  const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  // Once the dialog has finished opening: the row label keeps its place while the columns scroll.
  await page.waitForFunction((el) => el!.getAnimations({ subtree: true }).length === 0, await compare.elementHandle());
  const label = compare.locator('tbody th[scope="row"]').first();
  const offset = async () => (await label.boundingBox())!.x - (await scroller.boundingBox())!.x;
  const before = await offset();
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await page.waitForFunction((el) => el!.scrollLeft > 0, await scroller.elementHandle());
  expect(Math.round(await offset())).toBe(Math.round(before));
  const lastHead = (await compare.locator('thead th.rec-compare-head').last().boundingBox())!;
  expect(lastHead.x + lastHead.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: path.join(artifactsDir, 'costs-compare-pk-375.png') });
}

it('a UAE loan re-quoted after a new amount and tenure shows the figures of the API’s engine, from one call per choice, and its mail states them', async () => {
  const { page, calls } = await open(1280);
  const person = newPerson('costs-loan-ae');
  await reachEligibility(page, suite.site, { country: 'ae', product: 'Loan', person });
  await answerQuestions(page, answersFor('ae', 'Loan', 'good'));
  await pressNext(page);
  await heading(page, texts.loansHeadline).waitFor();
  const applicationId = applicationIdOf(calls);
  const token = accessTokenOf(calls);
  const offers = await apiGet<LoanOffer[]>(suite.site, `/api/recommendations/public/loan/${applicationId}`, 'ae', token);
  const offer = offers[0];
  const tile = page.locator('li.rec-loan').filter({ has: page.getByRole('button', { name: offer.productName, exact: true }) });
  const costs = async () =>
    tile.locator('.rec-loan-costs p').evaluateAll((ps) =>
      Object.fromEntries(ps.map((p) => [p.querySelector('span')!.textContent, p.querySelector('strong')!.textContent!.replace(/\u00a0/g, ' ')])),
    );
  expect(await costs()).toEqual({
    'Monthly instalment': money(offer.monthlyInstalment, offer.currency),
    APR: percent(offer.apr),
    'Total repayable': money(offer.totalRepayable, offer.currency),
  });
  await tile.getByText(offer.rateType === 'flat' ? /^Flat rate/ : /^Reducing balance/).waitFor();

  // Another tenure that fits, and an amount in the product's steps within what fits over it.
  const limit = offer.tenureLimits.find((l) => l.tenure !== offer.loanTenure && l.maxAmount >= offer.minAmount)!;
  const amount = Math.max(offer.minAmount, Math.floor(Math.min(limit.maxAmount, offer.maxAmount) / 2 / offer.amountStep) * offer.amountStep);
  await tile.getByText('Adjust amount and tenure', { exact: true }).click();
  await tile.getByRole('combobox', { name: `Tenure in months for ${offer.productName}` }).selectOption(String(limit.tenure));
  const typed = tile.getByRole('spinbutton');
  await typed.fill('');
  await typed.pressSequentially(String(amount));
  await tile.locator('.rec-loan-figures dt:text-is("Loan Amount") + dd').filter({ hasText: money(amount, offer.currency) }).waitFor();
  await page.waitForFunction((el) => el!.getAttribute('aria-busy') === 'false', await tile.locator('.rec-loan-now').elementHandle());

  const quote = await apiGet<LoanQuote>(suite.site, `/api/loan-quotes/public/${applicationId}?productId=${offer.productId}&amount=${amount}&tenure=${limit.tenure}`, 'ae', token);
  expect(await costs()).toEqual({
    'Monthly instalment': money(quote.monthlyInstalment, quote.currency),
    APR: percent(quote.apr),
    'Total repayable': money(quote.totalRepayable, quote.currency),
  });
  const figures = await tile.locator('.rec-loan-figures > div').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent!.replace(/\u00a0/g, ' ')])),
  );
  expect(figures).toMatchObject({ Tenure: `${limit.tenure} months`, 'Loan Amount': money(amount, quote.currency), 'Processing Fee': money(quote.processingFee, quote.currency) });
  // Typing and choosing made no storm: at most one quote per settled choice.
  const quoteCalls = calls.filter((c) => c.path === `/api/loan-quotes/public/${applicationId}`);
  expect(quoteCalls.length).toBeGreaterThanOrEqual(1);
  expect(quoteCalls.length).toBeLessThanOrEqual(2);

  // The confirm modal's Key Facts are those of the choice.
  await tile.getByRole('button', { name: `Apply for ${offer.productName}`, exact: true }).click();
  const confirm = await openedDialog(page, texts.confirmTitle);
  const factRows = confirm.locator('.rec-fact-list > div');
  // The modal fetches the choice's Key Facts when it opens: read them once all rows are drawn.
  await factRows.nth(quote.keyFacts.facts.length - 1).waitFor();
  const facts = await factRows.evaluateAll((rows) =>
    rows.map((r) => ({ label: r.querySelector('dt')!.textContent, value: r.querySelector('dd')!.textContent })),
  );
  expect(facts).toEqual(quote.keyFacts.facts.map(({ label, value }) => ({ label, value })));

  // Applying with that choice: the confirmation mail states the quote's figures, not the offer's.
  await answerPartnerSites(suite.visitor.context);
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await waitForCongratulations(page, suite.site.shellUrl);
  const [mail] = await suite.sink.waitForMailTo(person.email);
  const stated = (id: string) => {
    const fact = quote.keyFacts.facts.find((f) => f.id === id)!;
    return `${fact.label}: ${fact.value}`;
  };
  expect(mail.text).toContain(['amount', 'tenure', 'rate', 'processingFee', 'monthlyInstalment'].map(stated).join('\n'));
  for (const id of ['apr', 'totalRepayable']) expect(mail.text).toContain(stated(id));
  const offered = offer.keyFacts.facts.find((f) => f.id === 'monthlyInstalment')!;
  expect(mail.text).not.toContain(`${offered.label}: ${offered.value}\n`);
  expect(suite.visitor.errors).toEqual([]);
});
