import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newVisitor, type Visitor } from '../../harness/browser';
import { answersFor, seedCatalog, type Country, type Language, type Product } from '../../harness/catalog';
import {
  answerPartnerSites,
  borrow,
  loanAmountField,
  nationalNumber,
  newPerson,
  openedDialog,
  pressNext,
  rankedFeatures,
  waitForCongratulations,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { chooseLanguage, documentLanguage, inLanguage, marketLanguages, tr } from '../../harness/languages';
import { artifactsDir } from '../../harness/paths';
import { describeFindings, seriousAxeViolations, settleAnimations } from '../../harness/quality-browser';
import { startSite, type Site } from '../../harness/site';
import { tightArabicScriptText } from '../../harness/typography';

// Card and loan journeys read in Arabic (a UAE visitor) and in Urdu (a Pakistani visitor), against
// the real API, with the confirmation mail delivered to an SMTP server this file starts. Every
// screen: <html lang dir>, the tab's title in the language, no serious or critical axe finding, no
// sideways scrolling at 375 px, in Urdu no text set tighter than 1.7 times its size at 375 and
// 1280 px, and a screenshot at both widths in e2e/artifacts/languages/.

const suite = useJourneySuite<Site, Visitor>({
  mail: true,
  site: (smtpUrl) => startSite({ defaultCountries: ['ae', 'pk'], apiEnv: { SMTP_URL: smtpUrl } }),
  ledger: true,
});

const screenshots = path.join(artifactsDir, 'languages');
const browserLocale: Record<Language, string> = { en: 'en-US', ar: 'ar-AE', ur: 'ur-PK' };
const visitorName: Record<Language, string> = { en: 'Sara Khan', ar: 'ليلى الحداد', ur: 'عائشہ خان' };
/** Digits other than Western ones: Arabic-Indic and Extended Arabic-Indic. */
const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/;

const frame = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The checks every screen passes, and its screenshots at both widths. */
async function checkScreen(page: Page, language: Language, name: string): Promise<void> {
  expect(await documentLanguage(page)).toEqual({ lang: language, dir: 'rtl' });
  // The browser tab names the page in its language.
  expect({ name, title: await page.title() }).toEqual({ name, title: expect.stringMatching(/[\u0600-\u06ff]/) });
  await settleAnimations(page);
  expect({ name, findings: describeFindings(await seriousAxeViolations(page)) }).toEqual({ name, findings: [] });
  mkdirSync(screenshots, { recursive: true });
  const original = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await frame();
    if (width === 375) {
      // The layout follows the new width within a few frames (the header re-renders on a media query).
      await page
        .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, { timeout: 3000 })
        .catch(() => undefined);
      // The page scrolls sideways by this much, and the elements that stick out (to name the culprit).
      const overflow = await page.evaluate(() => {
        const by = document.documentElement.scrollWidth - window.innerWidth;
        const outside = [...document.body.querySelectorAll<HTMLElement>('*')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
          })
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
        return by > 0 ? { by, outside } : { by: 0, outside: [] };
      });
      expect({ name, overflow }).toEqual({ name, overflow: { by: 0, outside: [] } });
    }
    // Nastaliq needs room between lines: no Urdu text set tighter than 1.7 times its size.
    if (language === 'ur') expect({ name, width, tight: await tightArabicScriptText(page) }).toEqual({ name, width, tight: [] });
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

const heading = (page: Page, language: Language, english: string) =>
  page.getByRole('heading', { name: inLanguage(language, english), exact: true });

const pressNextIn = (page: Page, language: Language) => pressNext(page, inLanguage(language, 'Next'));

/** Step 0 in the page's language, then steps 1 and 2 to the product's results. */
async function toResults(page: Page, language: Language, country: Country, product: Product, email: string, check: (name: string) => Promise<void>) {
  await heading(page, language, "Let's get to know you").waitFor();
  await page.getByLabel(inLanguage(language, 'Phone Number')).waitFor();
  await check('step0-personal-information');
  // The dial code shows whole in the page's font, at 1280 px as on a phone.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const dialCode = page.locator('.onb-phone-country').first();
    await dialCode.waitFor();
    const fits = await dialCode.evaluate((element) => {
      const item = element.closest<HTMLElement>('.ant-select-selection-item') ?? element;
      return { text: element.textContent, clipped: item.scrollWidth > item.clientWidth };
    });
    expect({ width, ...fits }).toEqual({ width, text: expect.stringMatching(/^\+\d{2,3}$/), clipped: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel(inLanguage(language, 'Full Name')).fill(visitorName[language]);
  await page.getByLabel(inLanguage(language, 'Email')).fill(email);
  await page.getByLabel(inLanguage(language, 'Phone Number')).pressSequentially(nationalNumber[country]);
  await pressNextIn(page, language);

  await page.getByRole('radio', { name: inLanguage(language, product === 'Card' ? 'Do you want to apply for a Credit Card?' : 'Do you want to apply for an instant cash loan?') }).check();
  await check('step1-select-product');
  await pressNextIn(page, language);

  await heading(page, language, 'A few questions to get you started').waitFor();
  const answers = answersFor(country, product, 'good', language);
  for (const { question, option } of answers) {
    await page.getByRole('radiogroup', { name: question.text, exact: true }).getByRole('radio', { name: option.text, exact: true }).check();
  }
  // A loan asks how much to borrow with the tenure.
  if (await loanAmountField(page).count()) await borrow(page);
  await check('step2-eligibility');
  await pressNextIn(page, language);
}

/** The confirm modal's 'Apply now', the redirect, /congratulations; the mail in the journey's language. */
async function applyAndReadMail(page: Page, language: Language, email: string, tile: string, check: (name: string) => Promise<void>) {
  const site = suite.site;
  await answerPartnerSites(suite.visitor.context);
  await page.locator(tile).first().locator('.rec-apply').first().click();
  const confirm = await openedDialog(page, inLanguage(language, 'Confirm details and apply'));
  const applyNow = confirm.getByRole('button', { name: inLanguage(language, 'Apply now') });
  await applyNow.waitFor();
  const productName = (await confirm.locator('.rec-modal-product').textContent())?.trim();
  await check('step4-confirm');
  await applyNow.click();
  await waitForCongratulations(page, site.shellUrlFor(language === 'ar' ? 'ae' : 'pk'));
  await page.locator('[data-reference]').waitFor();
  await check('congratulations');

  const [mail] = await suite.sink.waitForMailTo(email);
  expect(mail.html).toMatch(new RegExp(`lang="${language}"`));
  expect(mail.html).toMatch(/dir="rtl"/);
  if (productName) expect(mail.html).toContain(productName);
  expect(mail.text).toContain(visitorName[language]);
  expect(mail.text).not.toMatch(easternDigits);
}

describe.each(marketLanguages)('a visitor reading %s in %s', (language, country) => {
  it('goes through a card journey: the page in the browser’s language before consent, details kept across a language switch, the ranking by keyboard and by drag', async () => {
    const visitor = suite.track(await newVisitor(suite.browser, { width: 1280, height: 900, locale: browserLocale[language] }));
    const { page } = visitor;
    const email = newPerson(`${language}-card`).email;
    const check = (name: string) => checkScreen(page, language, `${language}-${country}-card-${name}`);

    // Before consent the page follows the browser's languages; nothing is stored yet.
    await page.goto(suite.site.shellUrlFor(country) + '/');
    const accept = page.getByRole('button', { name: inLanguage(language, 'Accept All Cookies') });
    await accept.waitFor();
    await check('consent-banner');
    expect(await page.evaluate(() => window.localStorage.getItem('selectedLanguage'))).toBeNull();
    await accept.click();
    await accept.waitFor({ state: 'hidden' });

    // Switching language on step 0 keeps what the visitor typed.
    await heading(page, language, "Let's get to know you").waitFor();
    await page.getByLabel(inLanguage(language, 'Full Name')).fill(visitorName[language]);
    await page.getByLabel(inLanguage(language, 'Email')).fill(email);
    await chooseLanguage(page, 'en');
    await heading(page, 'en', "Let's get to know you").waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.getByLabel('Full Name').inputValue()).toBe(visitorName[language]);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await chooseLanguage(page, language);
    expect(await page.evaluate(() => window.localStorage.getItem('selectedLanguage'))).toBe(language);
    expect(await page.getByLabel(inLanguage(language, 'Full Name')).inputValue()).toBe(visitorName[language]);

    await toResults(page, language, country, 'Card', email, check);

    // Three features in the catalog's words of this language, one with a sub-feature.
    const catalog = seedCatalog(country, language);
    const english = seedCatalog(country, 'en');
    const named = (name: string) => catalog.features[english.features.findIndex((f) => f.name === name)];
    const cashback = named('Cashback');
    const picks = [cashback.name, named('Dining discounts').name, named('No annual fee').name];
    await heading(page, language, 'Which 5 card features are you interested in?').waitFor();
    for (const pick of picks) await page.getByRole('checkbox', { name: pick, exact: true }).check();
    await page.getByRole('button', { name: tr(language, 'recommendations.features.showSubFeatures', { name: cashback.name }) }).click();
    await page.getByRole('checkbox', { name: cashback.subFeatures![0].name, exact: true }).check();
    await check('step3-features');
    await pressNextIn(page, language);

    // The ranking, right to left: a move button by the keyboard, then a drag with the mouse.
    await heading(page, language, 'Prioritize Your Selection').waitFor();
    expect(await rankedFeatures(page)).toEqual(picks);
    await page.getByRole('button', { name: tr(language, 'recommendations.ranking.moveUp', { name: picks[1] }) }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((first) => document.querySelector('.rec-rank-row .rec-rank-name')?.textContent === first, picks[1]);
    expect(await rankedFeatures(page)).toEqual([picks[1], picks[0], picks[2]]);
    const names = page.locator('.rec-rank-row .rec-rank-name');
    const from = (await names.nth(2).boundingBox())!;
    const to = (await names.nth(0).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 10) * i) / 10);
    await page.mouse.up();
    await page.waitForFunction((first) => document.querySelector('.rec-rank-row .rec-rank-name')?.textContent === first, picks[2]);
    expect(await rankedFeatures(page)).toEqual([picks[2], picks[1], picks[0]]);
    await check('step3-ranking');
    await pressNextIn(page, language);

    await heading(page, language, 'Select Card & Apply').waitFor();
    await page.locator('li.rec-card').first().waitFor();
    await check('step4-cards');
    await applyAndReadMail(page, language, email, 'li.rec-card', check);
    expect(visitor.errors).toEqual([]);
  });

  it('goes through a loan journey in the language its browser prefers', async () => {
    const visitor = suite.track(await newVisitor(suite.browser, { consent: true, width: 1280, height: 900, locale: browserLocale[language] }));
    const { page } = visitor;
    const email = newPerson(`${language}-loan`).email;
    const check = (name: string) => checkScreen(page, language, `${language}-${country}-loan-${name}`);
    await page.goto(suite.site.shellUrlFor(country) + '/');
    await toResults(page, language, country, 'Loan', email, check);
    await heading(page, language, 'Choose & Apply').waitFor();
    await page.locator('li.rec-loan').first().waitFor();
    await check('step4-loans');
    await applyAndReadMail(page, language, email, 'li.rec-loan', check);
    expect(visitor.errors).toEqual([]);
  });

  it('reads the cookie settings, the privacy policy, the help page and the terms in its language', async () => {
    const visitor = suite.track(await newVisitor(suite.browser, { width: 1280, height: 900, locale: browserLocale[language] }));
    const { page } = visitor;
    const check = (name: string) => checkScreen(page, language, `${language}-${country}-${name}`);
    await page.goto(suite.site.shellUrlFor(country) + '/');
    await page.getByRole('button', { name: inLanguage(language, 'Manage Cookies') }).click();
    await page.getByRole('button', { name: inLanguage(language, 'Confirm My Choices') }).waitFor();
    await check('cookie-settings');
    await page.getByRole('button', { name: inLanguage(language, 'Cancel') }).click();
    await page.getByRole('button', { name: tr(language, 'shell.consent.privacyPolicyLink') }).first().click();
    const sheet = page.getByRole('dialog', { name: tr(language, 'shell.privacy.title') });
    await sheet.locator('p').nth(2).waitFor();
    await check('privacy-policy-sheet');
    await sheet.getByRole('button', { name: inLanguage(language, 'Agree & Continue') }).click();
    await page.getByRole('button', { name: inLanguage(language, 'Accept All Cookies') }).click();

    await page.goto(suite.site.shellUrlFor(country) + '/help-and-support');
    await page.getByRole('heading', { name: tr(language, 'support.helpAndSupport.title') }).waitFor();
    await check('help-and-support');
    await page.goto(suite.site.shellUrlFor(country) + '/terms-of-service');
    await page.getByRole('heading', { name: tr(language, 'support.termsOfService.title'), level: 1 }).waitFor();
    await check('terms-of-service');
    expect(visitor.errors).toEqual([]);
  });
});
