import type { Page } from 'playwright-core';
import { newVisitor, type Visitor } from '../harness/browser';
import type { Country, Language } from '../harness/catalog';
import { chooseCountry } from '../harness/journey';
import { useJourneySuite } from '../harness/journey-suite';
import { chooseLanguage, tr } from '../harness/languages';
import { startSite } from '../harness/site';

// Who runs the site, and a cookie banner that takes a no: a visitor in each language, on a phone
// and on a desktop, says no to the non-essential cookies and still gets the site; then every
// route ends with the footer naming the company, its licence and regulator in the visitor's
// market and its contacts, and the pages the footer links show what they promise.

const suite = useJourneySuite({
  site: () => startSite(),
  checkVisitor: (visitor: Visitor) => expect(visitor.foreignRequests).toEqual([]),
});

/** The embedded default of shared/src/contract/platform.json: the site runs without SITE_OPERATOR_*. */
const placeholder = {
  legalName: 'Example Storefront LLC (placeholder)',
  registrationNumber: '000000 (placeholder)',
  licence: 'Licence no. 000000 (placeholder)',
  regulator: { ae: 'Central Bank of the UAE', sa: 'Saudi Central Bank (SAMA)', pk: 'State Bank of Pakistan' },
  supportEmail: 'support@storefront.example',
} as const;

/** Every route of the storefront, an unknown one among them. */
const routes = [
  '/',
  '/help-and-support',
  '/terms-of-service',
  '/track-application',
  '/how-we-rank',
  '/privacy-policy',
  '/how-we-make-money',
  '/our-partners',
  '/no-such-page',
];

const footer = (page: Page) => page.getByRole('contentinfo');

/** Whether the page is wider than the window (something sticks out sideways on a phone). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

const visits: [Language, Country][] = [
  ['en', 'ae'],
  ['ar', 'sa'],
  ['ur', 'pk'],
];

describe.each([375, 1280])('at %i px', (width) => {
  it.each(visits)(
    "%s (%s): 'Reject non-essential' stores functional cookies only and opens the site; every route ends with the footer",
    async (language, country) => {
      const visitor = suite.track(await newVisitor(suite.browser, { width, height: 800 }));
      const { page } = visitor;
      await page.goto(suite.site.shellUrl + '/');
      const reject = page.getByRole('button', { name: 'Reject non-essential' });
      await reject.waitFor({ timeout: 60_000 });
      // As weighty as accepting: the same look, side by side.
      const looks = await page.evaluate(() => {
        const [rejectButton, acceptButton] = ['Reject non-essential', 'Accept All Cookies'].map(
          (name) => [...document.querySelectorAll('button')].find((button) => button.textContent === name)!,
        );
        const style = (button: Element) => {
          const css = getComputedStyle(button);
          return [button.className, css.backgroundColor, css.color, css.fontSize, css.fontWeight].join(' ');
        };
        return { reject: style(rejectButton!), accept: style(acceptButton!) };
      });
      expect(looks.reject).toBe(looks.accept);
      await reject.click();
      await page.getByLabel('Full Name').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor({ state: 'hidden' });
      const stored = await page.evaluate(() => ({ ...window.localStorage }));
      expect(JSON.parse(stored.cookieSettings ?? 'null')).toEqual({ functional: true, performance: false, advertising: false });
      expect(stored.cookieConsent).toBeDefined();

      await chooseCountry(page, country);
      if (language !== 'en') await chooseLanguage(page, language);
      const market = tr(language, `shared.countries.${country}`);
      const licenceLine = tr(language, 'shell.footer.licence', {
        market,
        licence: placeholder.licence,
        regulator: placeholder.regulator[country],
      });
      const links = ['privacy', 'terms', 'howWeMakeMoney', 'ourPartners'].map((key) => tr(language, `shell.footer.${key}`));

      for (const route of routes) {
        await page.goto(suite.site.shellUrl + route);
        const shown = footer(page);
        await shown.getByText(licenceLine).waitFor({ timeout: 60_000 });
        await expect(shown.innerText()).resolves.toContain(placeholder.legalName);
        await expect(shown.innerText()).resolves.toContain(placeholder.registrationNumber);
        await expect(shown.getByRole('link', { name: placeholder.supportEmail }).getAttribute('href')).resolves.toBe(
          `mailto:${placeholder.supportEmail}`,
        );
        await expect(
          shown.getByRole('navigation', { name: tr(language, 'shell.footer.navLabel') }).getByRole('link').allInnerTexts(),
        ).resolves.toEqual(links);
        await expect(overflowsSideways(page)).resolves.toBe(false);
      }
    },
  );
});

it.each(visits)("%s (%s): the footer's pages: the controller, how we make money, every partner bank with its licence", async (language, country) => {
  const visitor = suite.track(await newVisitor(suite.browser, { consent: true, width: 1280, height: 900 }));
  const { page } = visitor;
  await page.goto(suite.site.shellUrl + '/help-and-support');
  await chooseCountry(page, country);
  if (language !== 'en') await chooseLanguage(page, language);

  await footer(page).getByRole('link', { name: tr(language, 'shell.footer.privacy') }).click();
  const policy = page.getByRole('article', { name: tr(language, 'shell.privacy.title') });
  await policy
    .getByText(tr(language, 'shared.privacy.controller', placeholder), { exact: true })
    .waitFor({ timeout: 60_000 });

  await footer(page).getByRole('link', { name: tr(language, 'shell.footer.howWeMakeMoney') }).click();
  const money = page.getByRole('article', { name: tr(language, 'shell.money.title') });
  await money.getByText(tr(language, 'shared.ranking.partnerPayments')).waitFor({ timeout: 60_000 });
  await money.getByRole('heading', { name: tr(language, 'shell.money.bonusHeading') }).waitFor({ timeout: 60_000 });

  await footer(page).getByRole('link', { name: tr(language, 'shell.footer.ourPartners') }).click();
  const partners = page.getByRole('article', { name: tr(language, 'shell.partners.title') });
  await partners.getByRole('listitem').first().waitFor({ timeout: 60_000 });
  const answer = await fetch(`${suite.site.apiUrl}/api/banks/public/${country}`, { headers: { 'Accept-Language': language } });
  const banks = (await answer.json()) as { name: string; licence: string }[];
  expect(banks.length).toBeGreaterThanOrEqual(5);
  await expect(partners.getByRole('listitem').allInnerTexts()).resolves.toEqual(
    banks.map((bank) => `${bank.name}\n${bank.licence}`),
  );
});
