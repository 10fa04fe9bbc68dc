import type { Page, Route } from 'playwright-core';
import { newVisitor } from '../../harness/browser';
import { heading, newPerson, pressNext, texts } from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { cardSelector, reachRanking } from '../../harness/quality-journey';
import { startSite } from '../../harness/site';

// What a visitor on a phone sees while a screen's content is still on its way: the page does not
// jump when it arrives. The footer stands below the first screen until then, so step 0's form
// arriving under the hero and step 4's cards filling their list push nothing the visitor sees
// (Chromium's layout-shift entries, as Lighthouse's CLS sums them). The slow network is made
// certain, not timed: the remote's code and the cards are held until the page shows what comes
// before them.

const suite = useJourneySuite({ site: () => startSite() });
const phone = { width: 412, height: 823 };

interface Shift {
  value: number;
  hadRecentInput: boolean;
  /** The shifted elements, as 'tag.class'. */
  sources: string[];
  /** Whether one of them is the footer or inside it. */
  footer: boolean;
}

/** Records every layout shift of the page from its first paint, with the elements that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: unknown[] = [];
    (window as unknown as { layoutShifts: unknown[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        const elements = entry.sources.map(({ node }) => (node instanceof Element ? node : node?.parentElement ?? null));
        shifts.push({
          footer: elements.some((element) => element?.closest('footer') != null),
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map(({ node }) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName ?? 'gone'),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

/** A gate on matching requests: held until `open()`. */
async function holdRequests(page: Page, url: RegExp | ((url: URL) => boolean)): Promise<{ held: () => number; open: () => void }> {
  const waiting: Route[] = [];
  let opened = false;
  await page.route(url, (route) => {
    if (opened) void route.continue();
    else waiting.push(route);
  });
  return {
    held: () => waiting.length,
    open: () => {
      opened = true;
      for (const route of waiting.splice(0)) void route.continue();
    },
  };
}

/** Whether the footer starts below the window (the page scrolled to its top). */
const footerBelowTheFirstScreen = (page: Page) =>
  page.locator('footer.sf-footer').evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY >= window.innerHeight);

const footerShifts = (shifts: Shift[]) => shifts.filter((shift) => shift.footer);

/** Resolves once `condition` holds, asking every 50 ms (a page's request arriving at the gate). */
async function until(condition: () => boolean, timeout = 60_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not so after ${timeout} ms`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/** Two animation frames: the layout-shift observer has its last entries. */
const afterTwoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

it("step 0's form arriving under the hero moves nothing the visitor sees: the footer is below the first screen", async () => {
  const { page } = suite.track(await newVisitor(suite.browser, { consent: true, ...phone }));
  await recordShifts(page);
  // Its scripts, not its manifest: the screen's code is what a slow network brings late.
  const onboarding = await holdRequests(page, (url) => url.origin === new URL(suite.site.remoteUrl('onboarding')).origin && url.pathname.endsWith('.js'));
  await page.goto(`${suite.site.shellUrl}/`);
  // The frame and the hero are painted; step 0's code has not come.
  await page.locator('.sf-hero h1').waitFor();
  await until(() => onboarding.held() > 0);
  expect(await footerBelowTheFirstScreen(page)).toBe(true);

  onboarding.open();
  await heading(page, texts.personalInfoTitle).waitFor();
  await page.getByLabel('Full Name').waitFor();
  await afterTwoFrames(page);
  expect(footerShifts(await shiftsOf(page))).toEqual([]);
});

it("step 4's cards filling their list move nothing the visitor sees", async () => {
  const { page } = suite.track(await newVisitor(suite.browser, { consent: true, ...phone }));
  await recordShifts(page);
  await reachRanking(page, suite.site, newPerson('layout-shift'), { country: 'ae' });
  const cards = await holdRequests(page, /\/api\/recommendations\/public\/[^/]+\/filter/);
  const before = (await shiftsOf(page)).length;
  await pressNext(page);
  // Step 4 has asked for its cards, which have not come.
  await until(() => cards.held() > 0);
  expect(await footerBelowTheFirstScreen(page)).toBe(true);
  cards.open();
  await heading(page, texts.cardsTitle).waitFor();
  await page.locator(cardSelector).first().waitFor({ timeout: 60_000 });
  await afterTwoFrames(page);
  expect(footerShifts((await shiftsOf(page)).slice(before))).toEqual([]);
});
