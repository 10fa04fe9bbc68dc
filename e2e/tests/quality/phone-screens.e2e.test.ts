import type { Page } from 'playwright-core';
import { holdPageClock, newVisitor } from '../../harness/browser';
import { answersFor } from '../../harness/catalog';
import {
  applyPatienceMs,
  answerPartnerSites,
  answerQuestions,
  chooseCountry,
  chooseProduct,
  dialog,
  fillPersonalInfo,
  heading,
  newPerson,
  openWizard,
  pressNext,
  selectFeatures,
  snackbar,
  texts,
  waitForCongratulations,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { cardSelector, qualityPicks } from '../../harness/quality-journey';
import { startSite } from '../../harness/site';

// Phone-sized screens: every screen of the storefront (the consent prompt, steps 0 to 4 of a card
// and of a loan journey, the dialogs, help and support, the terms, /congratulations) at 320 and
// 375 px, and at 768 px (a tablet held upright), has nothing wider than the window, and every
// control the visitor can see (button, link, field, checkbox, radio, select, switch) is at least
// 44 x 44 px as the page lays it out. A checkbox or a radio counts with its label (a click on
// the label ticks it), a select with its whole box; under an open dialog only the dialog's
// controls count. Fields show their text at 16 px or more, the header stays on one row, and the
// error snackbar opens below it. One journey per product: at each screen the window takes the
// three widths in turn.

const widths = [320, 375, 768] as const;
const minTargetPx = 44;

const suite = useJourneySuite({ site: () => startSite() });

interface Findings {
  /** Elements reaching past the window's right (or left) edge. */
  overflow: string[];
  /** Controls smaller than the target, with their size; fields with text under 16 px. */
  small: string[];
  /** The header's parts when they do not share one row. */
  header: string[];
}

/** Measured in the page: what is wider than the window and which visible controls are too small. */
function measure(page: Page, within?: string): Promise<Findings> {
  return page.evaluate(
    ({ min, within }) => {
      const width = document.documentElement.clientWidth;
      const root = within ? document.querySelector(within) : document.body;
      const describe = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim() ?? el.getAttribute('name') ?? '';
        return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.') : ''} "${label.replace(/\s+/g, ' ').slice(0, 40)}"`;
      };
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && !el.closest('[aria-hidden="true"]');
      };
      /** Cut off by a box that clips or scrolls sideways and ends inside the window: not past the edge. */
      const clippedInside = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 0.5) return true;
        }
        return false;
      };

      const overflow: string[] = [];
      if (document.documentElement.scrollWidth > width + 0.5) overflow.push(`page ${document.documentElement.scrollWidth} px wide`);
      for (const el of root?.querySelectorAll('*') ?? []) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(el);
        // A box that makes the visitor scroll sideways to read it.
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
          overflow.push(`${describe(el)} scrolls sideways (${el.scrollWidth} in ${el.clientWidth})`);
        }
        if ((box.right > width + 0.5 || box.left < -0.5) && !clippedInside(el)) {
          overflow.push(`${describe(el)} ${Math.round(box.left)}..${Math.round(box.right)}`);
        }
        // Text running out of its box past the window's edge (a long figure that does not wrap).
        const textRight = box.left + el.scrollWidth;
        if (style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1 && textRight > width + 0.5 && !clippedInside(el)
          && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) {
          overflow.push(`${describe(el)}: its text reaches ${Math.round(textRight)}`);
        }
      }

      const small: string[] = [];
      // Under an open dialog the page is out of reach: only the dialog's controls count.
      const dialogs = [...document.querySelectorAll('.ant-modal-wrap, [role="dialog"][aria-modal="true"]')].filter(visible);
      const controlRoot = within ? root : (dialogs[dialogs.length - 1] ?? root);
      const controls = controlRoot?.querySelectorAll(
        'button, a[href], input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="tab"]',
      ) ?? [];
      for (const control of controls) {
        if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
        // The area a tap on it lands on: its label for a checkbox or a radio, the select's box.
        const areas: Element[] = [control];
        const label = control.closest('label') ?? (control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null);
        if (label) areas.push(label);
        const select = control.closest('.ant-select');
        if (select) areas.push(select);
        const seen = areas.filter(visible);
        if (!seen.length) continue;
        const w = Math.max(...seen.map((a) => a.getBoundingClientRect().width));
        const h = Math.max(...seen.map((a) => a.getBoundingClientRect().height));
        if (w < min - 0.5 || h < min - 0.5) small.push(`${describe(control)} ${Math.round(w)}x${Math.round(h)}`);
        // Text typed into a field is at least 16 px: below it, iOS zooms into the field.
        const typed = control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'hidden'].includes(control.type));
        if (typed && visible(control) && parseFloat(getComputedStyle(control).fontSize) < 16) {
          small.push(`${describe(control)} text ${getComputedStyle(control).fontSize}`);
        }
      }

      // The header on one row: its logo, countries and Help & Support overlap vertically.
      const header: string[] = [];
      const parts = ['.sf-header__logo', '.sf-segmented', '.sf-header__actions > .sf-button']
        .map((selector) => document.querySelector(selector))
        .filter((el): el is Element => el !== null && visible(el))
        .map((el) => el.getBoundingClientRect());
      if (parts.length > 1 && Math.max(...parts.map((r) => r.top)) >= Math.min(...parts.map((r) => r.bottom))) {
        header.push(`header parts at tops ${parts.map((r) => Math.round(r.top)).join(', ')}`);
      }
      return { overflow, small, header };
    },
    { min: minTargetPx, within },
  );
}

/**
 * The screen at rest: no finite animation (a dialog's opening zoom, which antd starts a frame or
 * two after the dialog mounts) has run for three frames in a row, or 3 s have passed.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const moving = () =>
      document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const end = performance.now() + 3000;
    for (let still = 0; still < 3 && performance.now() < end; ) {
      await frame();
      still = moving() ? 0 : still + 1;
    }
  });
}

/**
 * The screen now shown, at each width in turn: its findings by width, none expected. `clockPaused`:
 * the page's clock is held (the redirect overlay), so its frames are moved on by hand.
 */
async function checkScreen(page: Page, screen: string, report: Record<string, Findings>, within?: string, clockPaused = false) {
  const height = page.viewportSize()?.height ?? 800;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    if (clockPaused) await page.clock.runFor(40);
    else await settle(page);
    const found = await measure(page, within);
    if (found.overflow.length || found.small.length || found.header.length) report[`${screen} at ${width} px`] = found;
  }
  await page.setViewportSize({ width: 375, height });
}

function expectNoFindings(report: Record<string, Findings>, screens: string[]) {
  expect(screens.length).toBeGreaterThan(0);
  expect(report).toEqual({});
}

it('a UAE card journey, consent to /congratulations, with the wizard dialogs', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 375, height: 740 }));
  const { page } = visitor;
  await answerPartnerSites(visitor.context);
  const report: Record<string, Findings> = {};
  const screens: string[] = [];
  const check = async (screen: string, within?: string, clockPaused = false) => {
    screens.push(screen);
    await checkScreen(page, screen, report, within, clockPaused);
    if (process.env.PHONE_SCREENS_TRACE) console.log(`checked ${screen}`);
  };

  await page.goto(suite.site.shellUrl + '/');
  await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
  await check('consent banner');
  await page.getByRole('button', { name: 'Manage Cookies' }).click();
  await dialog(page, 'Manage Cookie Settings').getByRole('switch', { name: /Performance/ }).waitFor();
  await check('Manage Cookie Settings popup');
  await page.getByRole('button', { name: 'Confirm My Choices' }).click();

  await openWizard(page, suite.site);
  await chooseCountry(page, 'ae');
  await check('step 0');
  await pressNext(page);
  await page.getByText('Full Name is required').waitFor();
  await check('step 0 with field errors');
  await fillPersonalInfo(page, newPerson('phone-card'), 'ae');

  // A change of country once details are entered: the dialog asks first.
  await page.getByRole('radiogroup', { name: 'Country' }).getByText('KSA', { exact: true }).click();
  await dialog(page, 'Switch to KSA?').waitFor();
  await check('country change dialog');
  await dialog(page, 'Switch to KSA?').getByRole('button', { name: 'Keep my details' }).click();

  await pressNext(page);
  await heading(page, texts.selectProductHeadline).waitFor();
  await check('step 1');
  await chooseProduct(page, 'Card');
  await pressNext(page);
  await heading(page, texts.eligibilityTitle).waitFor();
  await page.getByRole('radiogroup').first().waitFor();
  await check('step 2');
  // Next without answers: the error snackbar opens below the header, which stays in reach.
  await pressNext(page);
  await snackbar(page, 'Answers Required').waitFor();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    await settle(page);
    const [notice, header] = await Promise.all([
      snackbar(page, 'Answers Required').boundingBox(),
      page.getByRole('banner').boundingBox(),
    ]);
    expect({ width, below: notice!.y >= header!.y + header!.height }).toEqual({ width, below: true });
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await answerQuestions(page, answersFor('ae', 'Card', 'weak'));
  await pressNext(page);
  await dialog(page, texts.noEligibleProduct).getByRole('button', { name: 'Ok' }).waitFor();
  await check('no eligible product dialog');
  await dialog(page, texts.noEligibleProduct).getByRole('button', { name: 'Ok' }).click();
  await answerQuestions(page, answersFor('ae', 'Card', 'good'));
  await pressNext(page);

  await heading(page, texts.featuresTitle).waitFor();
  await page.getByRole('checkbox', { name: 'Cashback', exact: true }).waitFor();
  await selectFeatures(page, qualityPicks);
  await page.locator('.rec-count .ant-spin').waitFor({ state: 'detached' });
  await check('step 3 features, a panel open');
  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
  await check('step 3 ranking');
  await pressNext(page);

  await heading(page, texts.cardsTitle).waitFor();
  await page.locator(cardSelector).first().waitFor();
  await check('step 4 cards');
  await page.locator(`${cardSelector} .rec-card-open`).first().click();
  const confirm = dialog(page, texts.confirmTitle);
  await confirm.getByRole('button', { name: 'Apply now' }).waitFor();
  await check('confirm modal');

  // The redirect overlay shows for the redirect delay (2 s): the page's clock holds it meanwhile.
  await holdPageClock(page);
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await page.getByText(texts.redirecting).waitFor({ timeout: applyPatienceMs });
  await check('redirect overlay', '.rec-redirect-overlay', true);
  // Opaque, above everything, its message centred in the window.
  const overlay = await page.locator('.rec-redirect-overlay').evaluate((el) => {
    const box = el.querySelector('.rec-redirect-box')!.getBoundingClientRect();
    const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return {
      background: getComputedStyle(el).backgroundColor,
      onTop: Boolean(middle && el.contains(middle)),
      centre: [box.left + box.width / 2 - window.innerWidth / 2, box.top + box.height / 2 - window.innerHeight / 2],
    };
  });
  expect(overlay.background).toMatch(/^rgb\(/);
  expect(overlay.onTop).toBe(true);
  for (const offset of overlay.centre) expect(Math.abs(offset)).toBeLessThanOrEqual(1);
  await page.clock.resume();

  await waitForCongratulations(page);
  await page.getByRole('button', { name: 'Back to home' }).waitFor();
  await check('/congratulations');
  expectNoFindings(report, screens);
}, 300_000);

it('a UAE loan journey to the offers and their confirm modal', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 375, height: 740, consent: true }));
  const { page } = visitor;
  const report: Record<string, Findings> = {};
  const screens: string[] = [];
  const check = async (screen: string) => {
    screens.push(screen);
    await checkScreen(page, screen, report);
  };

  await openWizard(page, suite.site);
  await chooseCountry(page, 'ae');
  await fillPersonalInfo(page, newPerson('phone-loan'), 'ae');
  await pressNext(page);
  await chooseProduct(page, 'Loan');
  await check('step 1, loan chosen');
  await pressNext(page);
  await answerQuestions(page, answersFor('ae', 'Loan', 'good'));
  await check('step 2, loan questions answered');
  await pressNext(page);
  await heading(page, texts.loansHeadline).waitFor();
  await page.locator('.rec-loan').first().waitFor();
  await check('step 4 loans');
  await page.locator('.rec-loan .rec-card-open').first().click();
  await dialog(page, texts.confirmTitle).getByRole('button', { name: 'Apply now' }).waitFor();
  await check('loan confirm modal');
  expectNoFindings(report, screens);
});

it('help and support with its dialogs, and the terms', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 375, height: 740, consent: true }));
  const { page } = visitor;
  const report: Record<string, Findings> = {};
  const screens: string[] = [];
  const check = async (screen: string) => {
    screens.push(screen);
    await checkScreen(page, screen, report);
  };

  await page.goto(suite.site.shellUrl + '/help-and-support');
  await page.getByLabel('Full Name').waitFor();
  await check('/help-and-support');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Please agree to the terms').waitFor();
  await check('/help-and-support with field errors');
  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  const privacy = dialog(page, 'Privacy Policy');
  await privacy.locator('p').nth(2).waitFor();
  await check('privacy policy dialog');
  await privacy.getByRole('button', { name: 'Close' }).first().click();
  await privacy.waitFor({ state: 'hidden' });

  await page.getByLabel('Full Name').fill('Sara Khan');
  await page.getByLabel('Email').fill('sara.phone@example.ae');
  await page.getByLabel('Message').fill('How long does a card approval take?');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByText(/2-3 business days/).waitFor();
  await check('support success dialog');

  await page.goto(suite.site.shellUrl + '/terms-of-service');
  await page.getByRole('button', { name: 'Agree and Continue' }).waitFor();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await check('/terms-of-service');
  expectNoFindings(report, screens);
});
