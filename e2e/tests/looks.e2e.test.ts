import type { Page } from 'playwright-core';
import { answersFor, type Country } from '../harness/catalog';
import {
  accessTokenOf,
  answerPartnerSites,
  answerQuestions,
  apiGet,
  applicationIdOf,
  chooseCountry,
  fillPersonalInfo,
  heading,
  newPerson,
  openedDialog,
  openWizard,
  pressNext,
  recordApiCalls,
  selectFeatures,
  texts,
  waitForCongratulations,
} from '../harness/journey';
import { useJourneySuite } from '../harness/journey-suite';
import { describeFindings, newQualityVisitor, seriousAxeViolations } from '../harness/quality-browser';
import { startSite } from '../harness/site';

// How the storefront looks where a visitor weighs a bank product: real icons on step 3, card art
// on every tile of step 4 with nothing that reads as a card number, the reference on
// /congratulations as the API, the database and the mail hold it, and the help and terms pages in
// the wizard's frame. One site, one Chromium.

const suite = useJourneySuite({
  mail: true,
  site: (smtpUrl) => startSite({ apiEnv: { SMTP_URL: smtpUrl } }),
  ledger: true,
});

const referencePattern = /^SF-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;
/** A card number in full or masked, or an expiry date. */
const cardNumberOrExpiry = [/(?:\d{4}[\s•*-]?){3}\d{4}/, /[•*]{4}\s*\d{4}/, /\b(?:0[1-9]|1[0-2])\s*\/\s*\d{2}(?:\d{2})?\b/];

/** axe's serious and critical findings per screen, asserted at the end of a test (every screen is checked). */
async function axeFindings(page: Page): Promise<string[]> {
  // Checked at rest: not while Next shows its 3 s lock.
  await page.locator('.sf-next__button--working').waitFor({ state: 'detached', timeout: 10_000 });
  return describeFindings(await seriousAxeViolations(page));
}

/** The drawn text of an SVG the page shows, fetched as the page would. */
async function svgTexts(page: Page, src: string): Promise<{ texts: string[]; shapes: number }> {
  return page.evaluate(async (url) => {
    const svg = new DOMParser().parseFromString(await (await fetch(url)).text(), 'image/svg+xml');
    return {
      texts: [...svg.querySelectorAll('text')].map((t) => t.textContent ?? ''),
      shapes: svg.querySelectorAll('path, polygon, circle, rect').length,
    };
  }, src);
}

/** Every img in `selector` has loaded (scrolled into view first, so that lazy ones load). */
async function loadedImages(page: Page, selector: string): Promise<{ src: string; naturalWidth: number }[]> {
  const images = page.locator(selector);
  const count = await images.count();
  const found: { src: string; naturalWidth: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await image.evaluate((img: HTMLImageElement) => (img.complete ? undefined : img.decode().catch(() => undefined)));
    found.push(await image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc || img.src, naturalWidth: img.naturalWidth })));
  }
  return found;
}

it('a card visitor sees real icons, card art on every tile, and on /congratulations the reference the API, the database and the mail hold', async () => {
  const country: Country = 'ae';
  const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true, width: 1280, height: 900 }));
  const { page } = visitor;
  await answerPartnerSites(visitor.context);
  const calls = recordApiCalls(page, suite.site.apiUrl);
  const person = newPerson('looks');
  const axe: Record<string, string[]> = {};

  await openWizard(page, suite.site);
  await chooseCountry(page, country);
  await fillPersonalInfo(page, person, country);
  await pressNext(page);

  // Step 1: the banner's 'Apply Now' is the storefront's primary button, its illustration loaded.
  await heading(page, texts.selectProductHeadline).waitFor();
  const applyNow = page.locator('.onb-banner').getByRole('link', { name: 'Apply Now' });
  await applyNow.waitFor();
  expect(await applyNow.getAttribute('class')).toContain('ant-btn-primary');
  expect((await loadedImages(page, '.onb-banner img')).every((img) => img.naturalWidth > 0)).toBe(true);
  axe['step 1'] = await axeFindings(page);
  await page.getByRole('radio', { name: texts.cardTile }).check();
  await pressNext(page);
  await answerQuestions(page, answersFor(country, 'Card', 'good'));
  await pressNext(page);

  // Step 3: every feature and sub-feature row carries a drawn icon, not a letter, and the rows line up.
  await heading(page, texts.featuresTitle).waitFor();
  await page.getByRole('button', { name: 'Show sub-features of Cashback' }).click();
  await page.getByRole('checkbox', { name: 'Cashback on groceries', exact: true }).waitFor();
  const rows = page.locator('.rec-features .ant-checkbox-wrapper');
  const rowCount = await rows.count();
  expect(rowCount).toBeGreaterThan(8);
  for (let i = 0; i < rowCount; i += 1) {
    const row = rows.nth(i);
    const name = (await row.innerText()).trim();
    const icon = row.locator('img');
    expect({ name, icons: await icon.count() }).toEqual({ name, icons: 1 });
    const [loaded] = await loadedImages(page, `.rec-features .ant-checkbox-wrapper >> nth=${i} >> img`);
    const drawing = await svgTexts(page, loaded!.src);
    expect({ name, loaded: loaded!.naturalWidth > 0, texts: drawing.texts, drawn: drawing.shapes > 1 }).toEqual({
      name, loaded: true, texts: [], drawn: true,
    });
    expect(await icon.evaluate((img) => img.getBoundingClientRect().width)).toBe(24);
  }
  // The checkbox of a feature with sub-features and of one without start at the same x.
  const boxesX = await page
    .locator('.rec-features .ant-collapse-header .ant-checkbox')
    .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().left)));
  expect(new Set(boxesX).size).toBe(1);
  axe['step 3'] = await axeFindings(page);

  await selectFeatures(page, [{ feature: 'Dining discounts' }, { feature: 'No annual fee' }, { feature: 'Airport lounge access' }]);
  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
  await pressNext(page);

  // Step 4: every tile shows its loaded card art; neither tile nor art reads as a card number or expiry.
  await heading(page, texts.cardsTitle).waitFor();
  const tiles = page.locator('li.rec-card');
  await tiles.first().waitFor();
  const tileCount = await tiles.count();
  const art = await loadedImages(page, 'li.rec-card img');
  expect(art.length).toBeGreaterThanOrEqual(tileCount);
  for (const image of art) {
    expect({ src: image.src, loaded: image.naturalWidth > 0 }).toEqual({ src: image.src, loaded: true });
    const { texts: drawn } = await svgTexts(page, image.src);
    expect({ src: image.src, digits: drawn.filter((t) => /\d/.test(t)) }).toEqual({ src: image.src, digits: [] });
  }
  for (const text of await tiles.allInnerTexts()) {
    for (const pattern of cardNumberOrExpiry) expect({ text, matches: pattern.test(text) }).toEqual({ text, matches: false });
  }
  axe['step 4'] = await axeFindings(page);

  // Apply for the first card, to /congratulations.
  await tiles.first().locator('.rec-card-open, .rec-apply').first().click();
  const confirm = await openedDialog(page, texts.confirmTitle);
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await waitForCongratulations(page, suite.site.shellUrl);
  const shown = (await page.locator('[data-reference]').innerText({ timeout: 10_000 })).trim();
  expect(shown).toMatch(referencePattern);
  await page.getByRole('heading', { name: 'What happens next' }).waitFor();
  await expect(page.getByRole('link', { name: 'Contact Help & Support' }).getAttribute('href')).resolves.toBe('/help-and-support');
  axe['/congratulations'] = await axeFindings(page);

  const applicationId = applicationIdOf(calls);
  const application = await apiGet<{ reference: string; applicationId: string }>(
    suite.site, `/api/applications/public/${applicationId}`, country, accessTokenOf(calls),
  );
  expect(application.reference).toBe(shown);
  expect(shown).not.toContain(applicationId);

  // The mail the visitor gets quotes the same reference.
  const mails = await suite.sink.waitForMailTo(person.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.html).toContain(shown);

  // Operators find the application in the API's log by the reference.
  const logged = suite.site.api!.output().split('\n').filter((line) => line.includes(shown));
  expect(logged.some((line) => line.includes('"application created"'))).toBe(true);

  const { stored } = await suite.site.api!.readDatabase({
    stored: `select id, reference from applications where public_id = '${applicationId}'`,
  });
  expect(stored).toEqual([{ id: expect.any(Number), reference: shown }]);
  expect(shown).not.toContain(String(stored[0]!.id).padStart(8, '0'));

  expect(axe).toEqual({ 'step 1': [], 'step 3': [], 'step 4': [], '/congratulations': [] });
});

it('help and terms sit in the wizard frame on a phone, the terms with a table of contents whose links reach each section', async () => {
  const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true, width: 375, height: 812 }));
  const { page } = visitor;

  await page.goto(`${suite.site.shellUrl}/help-and-support`);
  const help = page.locator('.sf-page-frame', { has: page.getByRole('heading', { level: 1, name: 'Help & Support' }) });
  await help.waitFor();
  await help.getByLabel('Full Name').waitFor();
  const axe: Record<string, string[]> = { '/help-and-support': await axeFindings(page) };

  await page.goto(`${suite.site.shellUrl}/terms-of-service`);
  const terms = page.locator('.sf-page-frame', { has: page.getByRole('heading', { level: 1, name: 'Terms of Service' }) });
  await terms.waitFor();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const links = contents.getByRole('link');
  await links.first().waitFor();
  expect(await links.count()).toBeGreaterThanOrEqual(8);
  // A section in the middle: the last ones cannot scroll to the top of the screen.
  const middle = links.nth(5);
  const target = (await middle.getAttribute('href'))!;
  await middle.click();
  await page.waitForFunction((hash) => window.location.hash === hash, target);
  const section = page.locator(target);
  // The section scrolled to sits at the top of the phone's screen.
  await page.waitForFunction((selector) => {
    const top = document.querySelector(selector)!.getBoundingClientRect().top;
    return top >= 0 && top < 200;
  }, target);
  await expect(section.getByRole('heading', { level: 2 }).innerText()).resolves.toBe(await middle.innerText());
  await section.getByRole('link', { name: 'Back to contents' }).click();
  await page.waitForFunction(() => window.location.hash === '#terms-contents');
  axe['/terms-of-service'] = await axeFindings(page);
  expect(axe).toEqual({ '/help-and-support': [], '/terms-of-service': [] });
});
