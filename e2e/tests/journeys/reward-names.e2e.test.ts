import type { Locator, Page } from 'playwright-core';
import { newVisitor, type Visitor } from '../../harness/browser';
import { answersFor, type Country, type Language } from '../../harness/catalog';
import {
  answerQuestions,
  dialog,
  type FeaturePick,
  heading,
  newPerson,
  openedDialog,
  pressNext,
  reachEligibility,
  selectFeatures,
  texts,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { chooseLanguage, tr } from '../../harness/languages';
import { cardSelector } from '../../harness/quality-journey';
import { startSite, type Site } from '../../harness/site';

// One named reward, in Chromium against the real API and its seed catalog: on step 4 of each
// market, in the market's language, every card listed names the bank's welcome offer as such
// (never the storefront's bonus), with its conditions one tap away, and its figure is the one
// Compare and the Key Facts of the confirm modal state; the confirm modal names the storefront's
// bonus apart.

const suite = useJourneySuite<Site, Visitor>({ site: () => startSite(), timeout: 300_000 });

/** Picks every market's catalog has: cards with them and cards without come on step 4. */
const picks: FeaturePick[] = [{ feature: 'Cashback' }, { feature: 'No annual fee' }, { feature: 'Dining discounts' }];

const rec = (language: Language, key: string, values?: Record<string, unknown>) => tr(language, `recommendations.${key}`, values);

/** The figures a text states, digits only, in order ('AED 1,300 ... 60 days' → ['1300', '60']). */
const figures = (text: string) => (text.match(/[\d٠-٩۰-۹][\d٠-٩۰-۹,٬.]*/g) ?? []).map((n) => n.replace(/[,٬]/g, ''));

interface Tile {
  name: string;
  /** The chip's words, or null without one. */
  chip: string | null;
  /** The offer's conditions, as the chip opens them. */
  conditions: string | null;
}

async function readTile(tile: Locator): Promise<Tile> {
  const name = (await tile.locator('.rec-card-name').innerText()).trim();
  const offer = tile.locator('.rec-reward-offer');
  if ((await offer.count()) === 0) return { name, chip: null, conditions: null };
  const summary = offer.locator('summary');
  await summary.click();
  const conditions = offer.locator('.rec-reward-conditions p').first();
  await conditions.waitFor();
  return { name, chip: (await summary.innerText()).trim(), conditions: (await conditions.innerText()).trim() };
}

/** The confirm modal's Key Facts line of the welcome offer, or null; checks the storefront bonus is named apart. */
async function keyFactOffer(page: Page, tile: Locator, language: Language): Promise<string | null> {
  await tile.locator('.rec-card-open').click();
  const modal = dialog(page, rec(language, 'apply.modalTitle'));
  await modal.waitFor({ timeout: 60_000 });
  await modal.locator('.rec-reward-bonus summary').waitFor({ timeout: 60_000 });
  const label = rec(language, 'costs.welcomeOffer');
  const facts = await modal.locator('dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent?.trim(), dt.nextElementSibling?.textContent?.trim()]));
  // Closed once its opening motion has ended: a click while it zooms in can be lost.
  await openedDialog(page, rec(language, 'apply.modalTitle'));
  await modal.getByRole('button', { name: rec(language, 'apply.chooseAnother') }).click();
  await modal.waitFor({ state: 'hidden' });
  return (facts.find(([shown]) => shown === label)?.[1] as string | undefined) ?? null;
}

/** The Compare row of the welcome offer for these tiles (names), by product. */
async function compareOffers(page: Page, names: string[], language: Language): Promise<Record<string, string>> {
  for (const name of names) await page.getByRole('checkbox', { name: rec(language, 'compare.selectFor', { name }), exact: true }).check();
  await page.getByRole('button', { name: rec(language, 'compare.open', { count: names.length }), exact: true }).click();
  const compare = dialog(page, rec(language, 'compare.title'));
  await compare.waitFor({ timeout: 60_000 });
  const heads = (await compare.locator('thead th.rec-compare-head').allInnerTexts()).map((head) => head.trim());
  const row = compare.locator('tbody tr').filter({ has: page.locator('th', { hasText: rec(language, 'costs.welcomeOffer') }) });
  const cells = (await row.locator('td').allInnerTexts()).map((cell) => cell.trim());
  await page.keyboard.press('Escape');
  await compare.waitFor({ state: 'hidden' });
  for (const name of names) await page.getByRole('checkbox', { name: rec(language, 'compare.selectFor', { name }), exact: true }).uncheck();
  expect(heads).toHaveLength(names.length);
  return Object.fromEntries(heads.map((head, i) => [names.find((name) => head.includes(name)) ?? head, cells[i]!]));
}

describe.each<[Country, Language]>([
  ['ae', 'en'],
  ['sa', 'ar'],
  ['pk', 'ur'],
])('step 4 in %s, in %s', (country, language) => {
  it("every card: the bank's welcome offer by its name, the same figure on the tile, in Compare and in Key Facts", async () => {
    const { page } = suite.track(await newVisitor(suite.browser, { consent: true, width: 1280, height: 900 }));
    await reachEligibility(page, suite.site, { country, product: 'Card', person: newPerson(`reward-${country}`) });
    await answerQuestions(page, answersFor(country, 'Card', 'good'));
    await pressNext(page);
    await selectFeatures(page, picks);
    await pressNext(page);
    await heading(page, texts.rankingTitle).waitFor();
    await pressNext(page);
    await heading(page, texts.cardsTitle).waitFor();
    await page.locator(cardSelector).first().waitFor();
    if (language !== 'en') await chooseLanguage(page, language);
    await page.locator(`${cardSelector} .rec-card-name`).first().waitFor();
    // The step's own bonus line names the storefront's bonus.
    await page.locator('.rec-bonus .rec-reward-bonus summary').waitFor({ timeout: 60_000 });
    const tiles = page.locator(cardSelector);
    const count = await tiles.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const shown: Tile[] = [];
    const keyFacts: Record<string, string | null> = {};
    for (let i = 0; i < count; i += 1) {
      const tile = await readTile(tiles.nth(i));
      shown.push(tile);
      keyFacts[tile.name] = await keyFactOffer(page, tiles.nth(i), language);
    }
    const compared: Record<string, string> = {};
    for (let i = 0; i < shown.length; i += 3) {
      let group = shown.slice(i, i + 3).map((tile) => tile.name);
      // Compare takes two or three.
      if (group.length === 1) group = [shown[0]!.name, group[0]!];
      Object.assign(compared, await compareOffers(page, group, language));
    }

    const noOffer = rec(language, 'compare.none');
    const chipWords = rec(language, 'reward.welcomeOffer', { amount: '#' }).split('#');
    for (const tile of shown) {
      const inCompare = compared[tile.name];
      const inKeyFacts = keyFacts[tile.name];
      if (tile.chip === null) {
        // No cashback: no chip; what Compare and Key Facts say (a points offer or nothing) agree.
        expect({ card: tile.name, compare: inCompare === noOffer ? null : inCompare }).toEqual({ card: tile.name, compare: inKeyFacts });
        continue;
      }
      expect({ card: tile.name, named: chipWords.every((words) => tile.chip!.includes(words.trim())) }).toEqual({ card: tile.name, named: true });
      // The tile's figure is the cashback the offer states (Urdu names the days first), and
      // Compare and Key Facts state that very offer.
      expect({ card: tile.name, offerFigures: figures(tile.conditions!) }).toEqual({
        card: tile.name,
        offerFigures: expect.arrayContaining([figures(tile.chip)[0]]),
      });
      expect({ card: tile.name, compare: inCompare, keyFacts: inKeyFacts }).toEqual({
        card: tile.name,
        compare: tile.conditions,
        keyFacts: tile.conditions,
      });
    }
    expect(shown.some((tile) => tile.chip !== null)).toBe(true);
  });
});
