import type { Locator, Page } from 'playwright-core';
import type { CardRecommendation, Page as ResultsPage } from '@storefront/shared/contract';
import { newVisitor, type Visitor } from '../../harness/browser';
import { answersFor, seedCatalog } from '../../harness/catalog';
import {
  accessTokenOf,
  answerQuestions,
  apiGet,
  applicationIdOf,
  type FeaturePick,
  heading,
  newPerson,
  pressNext,
  reachEligibility,
  recordApiCalls,
  selectFeatures,
  texts,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import type { Language } from '../../harness/catalog';
import { chooseLanguage, tr } from '../../harness/languages';
import { cardSelector } from '../../harness/quality-journey';
import { startSite, type Site } from '../../harness/site';

// Step 4 for a UAE visitor earning AED 5,000 to 10,000 who ranks travel features, in Chromium
// against the real API, at 375 and 1280 px, in English and then in Arabic: no card needing
// AED 15,000 is presented as a fit (each comes under "You may not qualify for these" with its
// reason), and every tile shows the approval odds and an estimated yearly value in AED, its
// assumptions one tap away.

const suite = useJourneySuite<Site, Visitor>({ site: () => startSite(), timeout: 180_000 });

const picks: FeaturePick[] = [
  { feature: 'Reward points', subFeatures: ['Points on travel bookings'] },
  { feature: 'Airport lounge access' },
  { feature: 'Cashback' },
];

/** Good answers, but the income band "AED 5,000 to 10,000". */
function answersInBand() {
  return answersFor('ae', 'Card', 'good').map((answer) =>
    answer.question.text === 'What is your monthly income?'
      ? { ...answer, option: answer.question.options.find((o) => o.text === 'AED 5,000 to 10,000')! }
      : answer,
  );
}

/** The seed catalog's cards asking for a monthly salary of AED 15,000, by name in `language`. */
function needing15k(language: Language): Set<string> {
  const cards = seedCatalog('ae', language).cards as unknown as { name: string; costs: { minMonthlySalary: number } }[];
  return new Set(cards.filter((card) => card.costs.minMonthlySalary === 15000).map((card) => card.name));
}

const fitsList = (page: Page) => page.locator('section[aria-labelledby="rec-cards-title"] > ul.rec-card-list');
const notQualifyingSection = (page: Page) => page.locator('section[aria-labelledby="rec-not-qualifying-title"]');
const names = (list: Locator) => list.locator(`${cardSelector} .rec-card-name`).allInnerTexts();
const digitsOf = (amount: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.abs(amount));
/** What is left of a money text without its figures: the currency as the page writes it. */
const currencyOf = (text: string) => text.replace(/[\d.,\s\u200e\u200f\u2066-\u2069\u061c-]/g, '');

async function checkStep4(page: Page, language: Language, cards: CardRecommendation[], width: number): Promise<void> {
  const heading15k = tr(language, 'recommendations.eligibility.heading');
  await notQualifyingSection(page).getByRole('heading', { name: heading15k }).waitFor({ timeout: 60_000 });
  const fits = await names(fitsList(page));
  const notQualifying = await names(notQualifyingSection(page));
  const outOfReach = needing15k(language);
  expect(fits.length).toBeGreaterThan(0);
  expect(fits.filter((name) => outOfReach.has(name))).toEqual([]);
  expect(notQualifying.length).toBeGreaterThan(0);
  expect(notQualifying.every((name) => outOfReach.has(name))).toBe(true);

  // Each card the visitor may not qualify for says why, in the page's language.
  const salaryText = tr(language, 'recommendations.eligibility.minMonthlySalary', { amount: '' }).trim();
  for (const tile of await notQualifyingSection(page).locator(cardSelector).all()) {
    expect(await tile.locator('.rec-odds-missed li').first().innerText()).toContain(salaryText.split(' ')[0]);
    expect(await tile.locator('.rec-odds-missed li').first().innerText()).toContain('15,000');
  }

  // Every tile: the odds, and the yearly value in AED as the API computed it.
  const oddsTexts = ['likely', 'possible', 'unlikely'].map((o) =>
    tr(language, 'recommendations.odds.label', { odds: tr(language, `recommendations.odds.${o}`) }),
  );
  const tiles = await page.locator(cardSelector).all();
  expect(tiles.length).toBe(fits.length + notQualifying.length);
  for (const tile of tiles) {
    const odds = (await tile.locator('.rec-odds .rec-chip').innerText()).trim();
    expect(oddsTexts).toContain(odds);
    const value = (await tile.locator('.rec-value-amount').innerText()).trim();
    expect(value.startsWith(tr(language, 'recommendations.value.label', { amount: '' }).trim())).toBe(true);
    const salary = await tile.locator('.rec-costs dd').last().innerText();
    expect(currencyOf(value.split(':').slice(1).join(':'))).toBe(currencyOf(salary));
  }
  // The amounts are the API's, in the tiles' order.
  const values = await page.locator(`${cardSelector} .rec-value-amount`).allInnerTexts();
  const byOrder = [...cards.filter((c) => c.eligibility.qualifies), ...cards.filter((c) => !c.eligibility.qualifies)];
  expect(values.map((v, i) => v.includes(digitsOf(byOrder[i].yearlyValue.amount)))).toEqual(values.map(() => true));
  if (language === 'en') expect(values.every((v) => v.includes('AED'))).toBe(true);

  // Nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe.each([1280, 375])('step 4 at %i px', (width) => {
  it('presents no card needing AED 15,000 as a fit to a visitor earning AED 5,000 to 10,000, and shows every card’s odds and yearly value, in English and Arabic', async () => {
    const visitor = suite.track(await newVisitor(suite.browser, { consent: true, width, height: 900 }));
    const { page } = visitor;
    const calls = recordApiCalls(page, suite.site.apiUrl);
    await reachEligibility(page, suite.site, { country: 'ae', product: 'Card', person: newPerson(`eligibility-${width}`) });
    await answerQuestions(page, answersInBand());
    await pressNext(page);
    await selectFeatures(page, picks);
    await pressNext(page);
    await heading(page, texts.rankingTitle).waitFor();
    await pressNext(page);
    await heading(page, texts.cardsTitle).waitFor({ timeout: 60_000 });
    await page.locator(cardSelector).first().waitFor({ timeout: 60_000 });

    // The cards as the API ranked them for this visitor.
    const applicationId = applicationIdOf(calls);
    const token = accessTokenOf(calls);
    const ranked = await apiGet<ResultsPage<CardRecommendation>>(suite.site, `/api/recommendations/public/${applicationId}/filter?page=0&size=10`, 'ae', token);
    expect(ranked.content.some((c) => !c.eligibility.qualifies)).toBe(true);
    await checkStep4(page, 'en', ranked.content, width);

    // The assumptions of a card's yearly value, one tap away.
    const first = page.locator(cardSelector).first();
    await first.getByRole('button', { name: /^How we estimate this: the yearly value of / }).click();
    const popover = page.locator('.rec-value-assumptions');
    await popover.getByText('Typical monthly spending in your market:').waitFor({ timeout: 60_000 });
    await popover.getByText(/^Rewards and cashback in a year: AED\s[\d,]+$/).waitFor();
    await popover.getByText(/^Less the annual fee: AED\s[\d,]+$/).waitFor();
    await page.keyboard.press('Escape');

    await chooseLanguage(page, 'ar');
    await page.locator(`${cardSelector} .rec-card-name`).first().getByText(/[\u0600-\u06ff]/).waitFor({ timeout: 60_000 });
    await checkStep4(page, 'ar', ranked.content, width);
  });
});
