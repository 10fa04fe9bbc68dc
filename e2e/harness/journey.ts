import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { nextLockMs, redirectDelayMs, requestTimeoutMs } from '@storefront/shared/contract';
import type { Answer, Country, Product } from './catalog';
import { onPageClock, type Visitor } from './browser';
import type { Site } from './site';

/**
 * What a visitor does on the wizard, step by step, in the words the page shows (SPEC.md section 2).
 * Shared by the journey tests in e2e/tests/journeys/.
 */

export interface Person {
  fullName: string;
  email: string;
  /** As typed in the phone field; a mobile number of the visitor's country (nationalNumber) when absent. */
  phone?: string;
  promoCode?: string;
}

/** A mobile number of each country as its visitors type it, without the dial code, and its E.164 form. */
export const nationalNumber: Record<Country, string> = { pk: '3001234567', ae: '501234567', sa: '501234567' };
export const e164Number: Record<Country, string> = { pk: '+923001234567', ae: '+971501234567', sa: '+966501234567' };

let visitors = 0;
/** A visitor with an address no other test uses, so the database rows can be told apart. */
export function newPerson(tag: string, overrides: Partial<Person> = {}): Person {
  visitors += 1;
  return {
    fullName: 'Sara Khan',
    email: `sara.${tag}.${process.pid}.${visitors}@example.ae`,
    ...overrides,
  };
}

export const texts = {
  personalInfoTitle: "Let's get to know you",
  selectProductHeadline: 'Select a product',
  cardTile: 'Do you want to apply for a Credit Card?',
  loanTile: 'Do you want to apply for an instant cash loan?',
  eligibilityTitle: 'A few questions to get you started',
  featuresTitle: 'Which 5 card features are you interested in?',
  rankingTitle: 'Prioritize Your Selection',
  cardsTitle: 'Select Card & Apply',
  cardsHeadline: 'Select your card & enjoy the benefits',
  loansTitle: 'Choose & Apply',
  loansHeadline: 'Here are the best Loan Offers for you',
  loansText: "Based on your profile, you're eligible for the following loan amounts.",
  noEligibleProduct: 'Unfortunately, we don’t have any products that fits your profile',
  unexpectedError: 'Oops! Something went wrong',
  confirmTitle: 'Confirm details and apply',
  redirecting: 'Please wait while you are being redirected to a partner website for Credit Card where you can apply.',
  loanRedirecting: 'Please wait while you are being redirected to a partner website for Instant Cash Loan where you can apply.',
  doNotLeave: 'Please do not close or leave this page.',
} as const;

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Where '/' shows step 0: each step of the wizard has its own address (shared/src/wizard/step-paths.ts). */
export const wizardStartPath = '/apply/personal-information';

/**
 * The wizard at '/', once step 0 shows its form (the phone field arrives lazily). With
 * `acceptCookies`, the visitor first meets the consent banner and presses 'Accept All Cookies'
 * (for a visitor made with `consent: false`).
 */
export async function openWizard(
  page: Page,
  site: Pick<Site, 'shellUrl'>,
  { acceptCookies = false } = {},
): Promise<void> {
  await page.goto(site.shellUrl + '/');
  if (acceptCookies) {
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor({ state: 'hidden' });
  }
  await heading(page, texts.personalInfoTitle).waitFor();
  await page.getByLabel('Full Name').waitFor();
}

export const countryLabel: Record<Country, string> = { pk: 'Pakistan', ae: 'UAE', sa: 'KSA' };

/** The header's country choice, when the country in use is another (the default is the deployment's). */
export async function chooseCountry(page: Page, country: Country): Promise<void> {
  const option = page.getByRole('radiogroup', { name: 'Country' }).getByRole('radio', { name: countryLabel[country] });
  if (!(await option.isChecked())) {
    await page.getByRole('radiogroup', { name: 'Country' }).getByText(countryLabel[country], { exact: true }).click();
  }
  await page.waitForFunction((code) => window.localStorage.getItem('selectedCountry') === code, country);
}

/** Step 0's form; the phone typed key by key (the mask reformats as the visitor types). */
export async function fillPersonalInfo(page: Page, person: Person, country: Country = 'pk'): Promise<void> {
  await page.getByLabel('Full Name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone Number').pressSequentially(person.phone ?? nationalNumber[country]);
  if (person.promoCode !== undefined) await page.getByLabel('Merchant / Promo Code').fill(person.promoCode);
}

/**
 * How long 'Apply now' may take to land on /congratulations: the page reads the application and
 * submits it, each call allowed the client's request timeout, then waits the redirect delay. A
 * test waits as long as the visitor's page would; how fast it goes is the benches' business.
 */
export const applyPatienceMs = 2 * requestTimeoutMs + redirectDelayMs;

/** Waits, after 'Apply now', for /congratulations (of `shellUrl` when given). */
export async function waitForCongratulations(page: Page, shellUrl?: string): Promise<void> {
  await page.waitForURL(shellUrl ? `${shellUrl}/congratulations` : '**/congratulations', { timeout: applyPatienceMs });
}

/** The wizard's Next button; `name` is its text in the page's language. */
export const nextButton = (page: Page, name = 'Next') => page.getByRole('button', { name, exact: true });

/**
 * Presses Next (`name`: its text in the page's language) as a visitor does who has waited out the
 * frame's lock: a page on Playwright's clock first moves on by the lock's length (3000 ms after the
 * previous press). Playwright's click then waits until the button is enabled: the lock is over and
 * the mounted step has registered.
 */
export async function pressNext(page: Page, name?: string): Promise<void> {
  if (onPageClock(page)) await page.clock.fastForward(nextLockMs);
  await nextButton(page, name).click({ timeout: 20000 });
}

export async function chooseProduct(page: Page, product: Product): Promise<void> {
  await heading(page, texts.selectProductHeadline).waitFor();
  await page.getByRole('radio', { name: product === 'Card' ? texts.cardTile : texts.loanTile }).check();
}

/** Clicks each chosen option inside the radio group named by its question. */
export async function answerQuestions(page: Page, answers: Answer[], { loanAmount }: { loanAmount?: string } = {}): Promise<void> {
  await heading(page, texts.eligibilityTitle).waitFor();
  for (const { question, option } of answers) {
    const group = page.getByRole('radiogroup', { name: question.text, exact: true });
    await group.getByRole('radio', { name: option.text, exact: true }).check();
  }
  if (await loanAmountField(page).count()) await borrow(page, loanAmount);
}

/** Step 2's amount to borrow (a loan's), whatever the page's language. */
export const loanAmountField = (page: Page): Locator => page.locator('.elig-loan input[inputmode="numeric"]');

/**
 * Types the amount to borrow on step 2: `amount` as a visitor types it, or by default the most the
 * market's loans lend, as the field's hint states it (the offers then show the most the visitor
 * may borrow from each).
 */
export async function borrow(page: Page, amount?: string): Promise<void> {
  let typed = amount;
  if (typed === undefined) {
    const hint = page.locator('.elig-loan__hint').filter({ hasText: /\d/ });
    await hint.waitFor();
    const figures = (await hint.textContent())?.match(/\d[\d,]*/g) ?? [];
    typed = (figures.at(-1) ?? '').replace(/,/g, '');
  }
  await loanAmountField(page).fill(typed);
}

/** Steps 0 and 1 (every seeded catalog offers loans, so every visitor chooses) up to step 2. */
export async function reachEligibility(
  page: Page,
  site: Pick<Site, 'shellUrl'>,
  {
    country,
    product,
    person,
    acceptCookies = false,
  }: { country: Country; product: Product; person: Person; acceptCookies?: boolean },
): Promise<void> {
  await openWizard(page, site, { acceptCookies });
  await chooseCountry(page, country);
  await fillPersonalInfo(page, person, country);
  await pressNext(page);
  await chooseProduct(page, product);
  await pressNext(page);
  await heading(page, texts.eligibilityTitle).waitFor();
}

/** The snackbar at top right with this title (and, when given, this message). */
export function snackbar(page: Page, title: string): Locator {
  return page.locator('.ant-notification-notice').filter({ has: page.getByText(title, { exact: true }) });
}

export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/**
 * The dialog with this title once it is open and still. A dialog zooms in as it opens, and a click
 * sent during the zoom on a loaded machine can land beside the button it aimed at (as a person's
 * would), so the tests act in a freshly opened dialog once its opening animations are over.
 */
export async function openedDialog(page: Page, title: string): Promise<Locator> {
  const found = dialog(page, title);
  await found.waitFor();
  await page.waitForFunction(
    (element) => {
      const root = element?.closest('.ant-modal-root') ?? element;
      if (!root) return false;
      // The classes of antd's opening motion, and any animation of the dialog that ends.
      if (root.querySelector('[class*="-appear"], [class*="-enter"]')) return false;
      return root
        .getAnimations({ subtree: true })
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity);
    },
    await found.elementHandle(),
    { polling: 'raf' },
  );
  return found;
}

/** The labels of the step indicator, in order. */
export async function indicatorLabels(page: Page): Promise<string[]> {
  const titles = page.getByRole('navigation', { name: 'Application steps' }).locator('.ant-steps-item-title');
  // The indicator is redrawn when a journey starts afresh (a country change); read it once it is there.
  await titles.first().waitFor();
  return (await titles.allInnerTexts()).map((t) => t.trim());
}

export interface ApiCall {
  method: string;
  path: string;
  url: string;
  countryKey: string | undefined;
  accessToken: string | undefined;
  /** Sent by the page's script (the shared API client), not an image or other resource the page loads by its address. */
  fromScript: boolean;
}

/** Every request the page sends to the API (not the preflights), with its X-Country-Key and X-Access-Token headers. */
export function recordApiCalls(page: Page, apiUrl: string): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(apiUrl) || request.method() === 'OPTIONS') return;
    const url = new URL(request.url());
    calls.push({
      method: request.method(),
      path: url.pathname,
      url: request.url(),
      countryKey: request.headers()['x-country-key'],
      accessToken: request.headers()['x-access-token'],
      fromScript: ['fetch', 'xhr'].includes(request.resourceType()),
    });
  });
  return calls;
}

export interface FeaturePick {
  feature: string;
  /** Sub-features picked under it, in this order. */
  subFeatures?: string[];
}

/** Step 3 sub-step 0: ticks each feature, opening its panel for the sub-features. */
export async function selectFeatures(page: Page, picks: FeaturePick[]): Promise<void> {
  await heading(page, texts.featuresTitle).waitFor();
  for (const pick of picks) {
    await page.getByRole('checkbox', { name: pick.feature, exact: true }).check();
    if (pick.subFeatures?.length) {
      await page.getByRole('button', { name: `Show sub-features of ${pick.feature}` }).click();
      for (const sub of pick.subFeatures) await page.getByRole('checkbox', { name: sub, exact: true }).check();
    }
  }
}

/** Step 3 sub-step 1: the ranked feature names, top first. */
export async function rankedFeatures(page: Page): Promise<string[]> {
  return page.locator('.rec-rank-row .rec-rank-name').allInnerTexts();
}

/**
 * A clock in the page: starts at the next click on a button reading `buttonText`, stops in the
 * animation frame after the one in which an element matching `doneSelector` is first in the DOM
 * (that frame has painted it). Read it with readBrowserTimer.
 */
export async function startBrowserTimer(
  page: Page,
  name: string,
  buttonText: string,
  doneSelector: string,
): Promise<void> {
  await page.evaluate(
    ({ name, buttonText, doneSelector }) => {
      type Timer = { start?: number; end?: number };
      const w = window as unknown as { __timers?: Record<string, Timer> };
      const timer: Timer = {};
      (w.__timers ??= {})[name] = timer;
      document.addEventListener(
        'click',
        (event) => {
          const button = (event.target as Element | null)?.closest('button');
          if (timer.start !== undefined || button?.textContent?.trim() !== buttonText) return;
          timer.start = performance.now();
          const tick = () => {
            if (document.querySelector(doneSelector)) requestAnimationFrame(() => (timer.end = performance.now()));
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        true,
      );
    },
    { name, buttonText, doneSelector },
  );
}

/** Milliseconds measured by startBrowserTimer (waits until it has stopped). */
export async function readBrowserTimer(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction((n) => {
    const timer = (window as unknown as { __timers?: Record<string, { start?: number; end?: number }> }).__timers?.[n];
    return timer?.end !== undefined && timer.start !== undefined ? timer.end - timer.start : false;
  }, name);
  return Math.round((await handle.jsonValue()) as number);
}

/**
 * Partner sites (the routingUrl of a card, loan or banner) are answered by the test itself, so no
 * request leaves the machine; returns the URLs the visitor was sent to.
 */
export async function answerPartnerSites(context: BrowserContext): Promise<string[]> {
  const visited: string[] = [];
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => {
      visited.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Partner</title><p>Partner site</p>',
      });
    },
  );
  return visited;
}

/** A customer's or an application's id on the wire (a UUID), in a path. */
export const publicIdPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The application id the page works on, read from the API paths it called. */
export function applicationIdOf(calls: ApiCall[]): string {
  const path = new RegExp(`/(?:credit-score|loan|selected-features/public|product-recommendations/public)/(${publicIdPattern})$`);
  for (const call of calls) {
    const match = path.exec(call.path);
    if (match) return match[1];
  }
  throw new Error(`No application id in the calls: ${calls.map((c) => c.path).join(', ')}`);
}

/** The access token the page sent with its calls about the application (one per visitor). */
export function accessTokenOf(calls: ApiCall[]): string {
  const tokens = new Set(calls.flatMap((c) => (c.accessToken ? [c.accessToken] : [])));
  if (tokens.size !== 1) throw new Error(`Expected one access token in the calls, found ${tokens.size}`);
  return [...tokens][0];
}

/**
 * GET on the API as the storefront calls it (same X-Country-Key rule, spec section 7), with the
 * visitor's access token for a call about their application.
 */
export async function apiGet<T>(site: Site, pathAndQuery: string, country: Country, accessToken?: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (country !== 'pk') headers['X-Country-Key'] = country.toUpperCase();
  if (accessToken) headers['X-Access-Token'] = accessToken;
  const response = await fetch(site.apiUrl + pathAndQuery, { headers });
  if (!response.ok) throw new Error(`GET ${pathAndQuery} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface ShownCard {
  bank: string;
  name: string;
  match: string;
}

/** The recommended cards as listed on step 4, top first. */
export async function shownCards(page: Page): Promise<ShownCard[]> {
  return page.locator('li.rec-card:not(.rec-loan)').evaluateAll((items) =>
    items.map((li) => ({
      bank: li.querySelector('.rec-card-bank')?.textContent?.trim() ?? '',
      name: li.querySelector('.rec-card-name')?.textContent?.trim() ?? '',
      match: li.querySelector('.rec-card-match-label')?.textContent?.trim() ?? '',
    })),
  );
}

/** A full-page screenshot from the top: the sticky header is drawn where the visitor first sees it. */
export async function screenshotStep(visitor: Visitor, name: string): Promise<string> {
  await visitor.page.evaluate(() => window.scrollTo(0, 0));
  return visitor.screenshot(name);
}
