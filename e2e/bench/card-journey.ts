import type { Page } from 'playwright-core';
import { answersFor } from '../harness/catalog';
import {
  answerQuestions,
  chooseCountry,
  chooseProduct,
  dialog,
  fillPersonalInfo,
  heading,
  newPerson,
  openWizard,
  selectFeatures,
  texts,
  type FeaturePick,
} from '../harness/journey';
import type { Site } from '../harness/site';

/**
 * A UAE visitor's whole card journey, driven in the browser with the journey helpers of
 * e2e/harness/journey.ts: step 0, 1 (Card), 2 (good answers), 3 (features, ranking), 4 (cards),
 * the confirm modal, 'Apply now', the redirect overlay and /congratulations.
 *
 * Each transition the visitor waits for is timed in the page: from the click (the `click` event
 * in the capture phase) to the animation frame after the one in which the next screen is
 * complete in the DOM (that frame has painted it). The spec's fixed waits are not inside any
 * transition: the 3000 ms Next lock runs between them (Playwright's click waits for the button to
 * be enabled again), and the 2000 ms redirect delay is measured and subtracted from the last one.
 */

/** Features picked on step 3, by the names the accordion shows (5 selections: 4 features and 1 sub-feature). */
export const journeyPicks: FeaturePick[] = [
  { feature: 'Cashback', subFeatures: ['Cashback on groceries'] },
  { feature: 'No annual fee' },
  { feature: 'Contactless and mobile wallets' },
  { feature: 'Dining discounts' },
];

/** What marks a screen as shown: a heading with this exact text and, when given, an element matching `selector`. */
export interface ScreenDone {
  heading?: string;
  selector?: string;
  path?: string;
}

export interface Transition {
  name: string;
  /** Whether the transition calls the API (the others are in-page only). */
  api: boolean;
  ms: number;
}

export interface JourneyTiming {
  transitions: Transition[];
  /** Sum of the transitions, the redirect delay taken out: what the visitor waits for the site. */
  activeMs: number;
  /** The redirect delay as it ran (spec: 2000 ms), from the overlay shown to the navigation to /congratulations. */
  redirectDelayMs: number;
  /** Wall time from the first Next to /congratulations painted, with the driver's typing, the locks and the delay. */
  wallMs: number;
}

/**
 * Arms a clock in the page: starts at the next click on a button whose text is `buttonText` (or
 * on an element matching `buttonSelector`), stops in the frame after the one where `done` holds.
 */
export async function armTransition(
  page: Page,
  name: string,
  trigger: { text?: string; selector?: string },
  done: ScreenDone,
) {
  // A string, not a function: the TypeScript loader would wrap named inner functions in a helper the page lacks.
  await page.evaluate(`(${armScript})(${JSON.stringify({ name, trigger, done })})`);
}

const armScript = `({ name, trigger, done }) => {
  const clock = {};
  (window.__benchClocks ??= {})[name] = clock;
  const shown = () =>
    (!done.path || location.pathname === done.path) &&
    (!done.heading || [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].some((h) => h.textContent.trim() === done.heading)) &&
    (!done.selector || document.querySelector(done.selector) !== null);
  const onClick = (event) => {
    const target = event.target;
    const hit = trigger.selector
      ? target && target.closest(trigger.selector)
      : [target && target.closest('button')].find((b) => b && b.textContent.trim() === trigger.text);
    if (!hit || clock.start !== undefined) return;
    clock.start = performance.now();
    document.removeEventListener('click', onClick, true);
    const tick = () => (shown() ? requestAnimationFrame(() => (clock.end = performance.now())) : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  };
  document.addEventListener('click', onClick, true);
}`;

export async function readClock(page: Page, name: string): Promise<{ start: number; end: number }> {
  const handle = await page.waitForFunction(
    (n) => {
      const clock = (window as unknown as { __benchClocks?: Record<string, { start?: number; end?: number }> })
        .__benchClocks?.[n];
      return clock?.start !== undefined && clock.end !== undefined ? { start: clock.start, end: clock.end } : false;
    },
    name,
    { timeout: 60000 },
  );
  return (await handle.jsonValue()) as { start: number; end: number };
}

const nextTo = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Clicks Next once the frame's lock allows it, and reads the transition's clock. */
async function timedNext(page: Page, name: string, api: boolean, done: ScreenDone, into: Transition[]) {
  await armTransition(page, name, { text: 'Next' }, done);
  await nextTo(page).click({ timeout: 30000 });
  const { start, end } = await readClock(page, name);
  into.push({ name, api, ms: end - start });
  return { start, end };
}

export const screens = {
  selectProduct: { heading: texts.selectProductHeadline },
  eligibility: { heading: texts.eligibilityTitle, selector: '[role="radiogroup"] input' },
  features: { heading: texts.featuresTitle, selector: '.ant-checkbox input' },
  ranking: { heading: texts.rankingTitle, selector: '.rec-rank-row' },
  cards: { heading: texts.cardsHeadline, selector: '.rec-card .rec-card-name' },
} satisfies Record<string, ScreenDone>;

/** Steps 0 to 3 sub-step 1 (the ranking), without timing: where the step-4 measurements start. */
export async function reachRanking(page: Page, site: Site, tag = 'bench'): Promise<void> {
  await openWizard(page, site);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, newPerson(tag), 'ae');
  await nextTo(page).click({ timeout: 30000 });
  await chooseProduct(page, 'Card');
  await nextTo(page).click({ timeout: 30000 });
  await answerQuestions(page, answersFor('ae', 'Card', 'good'));
  await nextTo(page).click({ timeout: 30000 });
  await selectFeatures(page, journeyPicks);
  await nextTo(page).click({ timeout: 30000 });
  await heading(page, texts.rankingTitle).waitFor();
  await page.locator('.rec-rank-row').first().waitFor();
}

/** Presses Next on the ranking and waits for the card results of step 4. */
export async function rankingToCards(page: Page): Promise<void> {
  await nextTo(page).click({ timeout: 30000 });
  await heading(page, texts.cardsHeadline).waitFor({ timeout: 60000 });
  await page.locator('.rec-card .rec-card-name').first().waitFor({ timeout: 60000 });
}

/** The whole journey, timed; the page must have consent given and be on a fresh visit. */
export async function timeCardJourney(page: Page, site: Site, tag = 'bench'): Promise<JourneyTiming> {
  const transitions: Transition[] = [];
  await openWizard(page, site);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, newPerson(tag), 'ae');
  const first = await timedNext(page, 'step 0 → 1 (customer profile)', true, screens.selectProduct, transitions);

  await chooseProduct(page, 'Card');
  await timedNext(page, 'step 1 → 2 (application, questions)', true, screens.eligibility, transitions);

  await answerQuestions(page, answersFor('ae', 'Card', 'good'));
  await timedNext(page, 'step 2 → 3 (answers, score, features)', true, screens.features, transitions);

  await selectFeatures(page, journeyPicks);
  await timedNext(page, 'step 3 features → ranking', false, screens.ranking, transitions);

  await timedNext(page, 'step 3 ranking → 4 cards (preferences, filter)', true, screens.cards, transitions);

  await armTransition(
    page,
    'card → confirm modal',
    { selector: '.rec-card-open' },
    { selector: '.ant-modal .rec-modal-product' },
  );
  await page.locator('.rec-card-open').first().click();
  const modal = await readClock(page, 'card → confirm modal');
  transitions.push({ name: 'card → confirm modal', api: false, ms: modal.end - modal.start });
  await dialog(page, texts.confirmTitle).waitFor();

  await armTransition(page, 'apply', { text: 'Apply now' }, { selector: '.rec-redirect-overlay' });
  await armTransition(
    page,
    'congratulations',
    { text: 'Apply now' },
    { path: '/congratulations', heading: 'Congratulations!' },
  );
  // The moment the app leaves the overlay for /congratulations: the end of the redirect delay.
  await page.evaluate(`(() => {
    const push = history.pushState.bind(history);
    history.pushState = (...args) => {
      if (String(args[2]).includes('/congratulations')) window.__benchNavigatedAt ??= performance.now();
      push(...args);
    };
  })()`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const apply = await readClock(page, 'apply');
  const congratulations = await readClock(page, 'congratulations');
  const navigatedAt =
    (await page.evaluate(() => (window as unknown as { __benchNavigatedAt?: number }).__benchNavigatedAt)) ?? apply.end;
  // The overlay is painted at apply.end; the app waits redirectDelayMs and then navigates.
  const redirectDelayMs = navigatedAt - apply.end;
  transitions.push({
    name: "'Apply now' → redirect overlay (application, submit)",
    api: true,
    ms: apply.end - apply.start,
  });
  transitions.push({
    name: 'redirect → /congratulations (delay taken out)',
    api: false,
    ms: congratulations.end - navigatedAt,
  });

  return {
    transitions: transitions.map((t) => ({ ...t, ms: Math.round(t.ms) })),
    activeMs: Math.round(transitions.reduce((n, t) => n + t.ms, 0)),
    redirectDelayMs: Math.round(redirectDelayMs),
    wallMs: Math.round(congratulations.end - first.start),
  };
}
