import type { Locator, Page } from 'playwright-core';
import { newVisitor } from '../../harness/browser';
import { answersFor } from '../../harness/catalog';
import { answerQuestions, heading, newPerson, pressNext, reachEligibility, texts } from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { cardSelector } from '../../harness/quality-journey';
import { startSite } from '../../harness/site';

// A card journey on a phone (375 x 812): step 3 counts the picks ('n of 5 picked') and keeps that
// tally and the cards-found chip in view under the header while the visitor scrolls to the last
// feature; on step 4 the compare tray never covers a card's 'Apply' button, the last one's
// included, when the visitor scrolls or tabs to it.

const suite = useJourneySuite({ site: () => startSite() });
const phone = { width: 375, height: 812 };

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The sticky header's lower edge. */
const headerBottom = (page: Page) => boxOf(page.locator('.sf-header')).then((box) => box.bottom);

describe('steps 3 and 4 on a phone', () => {
  it("counts the picks, keeps the tally in view, and the compare tray leaves the last card's Apply button free", async () => {
    const { page } = suite.track(await newVisitor(suite.browser, { consent: true, ...phone }));
    await reachEligibility(page, suite.site, { country: 'pk', product: 'Card', person: newPerson('phone-3-4') });
    await answerQuestions(page, answersFor('pk', 'Card', 'good'));
    await pressNext(page);
    await heading(page, texts.featuresTitle).waitFor();

    const tally = page.locator('.rec-features-tally');
    await tally.getByText('0 of 5 picked', { exact: true }).waitFor();

    // The last feature of the list, far below the fold on a phone.
    const boxes = page.locator('.rec-features .ant-collapse-header input[type="checkbox"]');
    const last = boxes.last();
    await last.scrollIntoViewIfNeeded();
    await last.check();
    await tally.getByText('1 of 5 picked', { exact: true }).waitFor();
    for (const index of [0, 1]) {
      await boxes.nth(index).scrollIntoViewIfNeeded();
      await boxes.nth(index).check();
    }
    await tally.getByText('3 of 5 picked', { exact: true }).waitFor();
    // Back down at the last feature: the tally and its chip stand under the header, in the window.
    await last.scrollIntoViewIfNeeded();
    await page.locator('.rec-count .ant-tag, .rec-count .rec-count-none').first().waitFor({ timeout: 60_000 });
    const below = await headerBottom(page);
    const tallyBox = await boxOf(tally);
    const chipBox = await boxOf(page.locator('.rec-count'));
    const lastBox = await boxOf(last);
    expect({ tallyTop: tallyBox.top >= below - 1, chipInWindow: chipBox.top >= below - 1 && chipBox.bottom <= phone.height, lastInWindow: lastBox.bottom <= phone.height }).toEqual({
      tallyTop: true,
      chipInWindow: true,
      lastInWindow: true,
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await pressNext(page);
    await heading(page, texts.rankingTitle).waitFor();
    await pressNext(page);
    await heading(page, texts.cardsTitle).waitFor();
    const cards = page.locator(cardSelector);
    await cards.first().waitFor();
    await cards.first().locator('.rec-compare-toggle').click();
    const tray = page.locator('.rec-compare-tray');
    await tray.waitFor();

    // Every card's Apply button, scrolled to the window's lower edge as a keyboard's Tab does, is clear of the tray.
    const applies = cards.locator('.rec-apply');
    const count = await applies.count();
    expect(count).toBeGreaterThan(1);
    const covered: number[] = [];
    for (let i = 0; i < count; i++) {
      const apply = applies.nth(i);
      await apply.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      if (overlap(await boxOf(apply), await boxOf(tray))) covered.push(i);
    }
    expect(covered).toEqual([]);
    // Tabbed to, the last card's Apply button gets the press (nothing lies over it).
    await applies.last().focus();
    expect(overlap(await boxOf(applies.last()), await boxOf(tray))).toBe(false);
    await applies.last().click({ trial: true, timeout: 60_000 });
  });
});
