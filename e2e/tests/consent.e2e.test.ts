import { newVisitor, type Visitor } from '../harness/browser';
import { useJourneySuite } from '../harness/journey-suite';
import { openedDialog } from '../harness/journey';
import { startSite } from '../harness/site';
import { recordScripts } from '../bench/measure-page';

const suite = useJourneySuite({
  site: () => startSite(),
  checkVisitor: (visitor: Visitor) => expect(visitor.foreignRequests).toEqual([]),
});
beforeEach(async () => {
  const visitor = suite.track(await newVisitor(suite.browser));
  await visitor.page.goto(suite.site.shellUrl + '/');
});

const storage = () => suite.visitor.page.evaluate(() => ({ ...window.localStorage }));
const welcome = () => suite.visitor.page.getByText("Let's get to know you");

describe('cookie consent', () => {
  it('shows only the consent prompt before consent, and writes nothing to storage', async () => {
    const { page } = suite.visitor;
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Manage Cookies' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Privacy Policy').first().isVisible()).resolves.toBe(true);
    await page.waitForTimeout(500);
    await expect(welcome().count()).resolves.toBe(0);
    expect(await storage()).toEqual({});
  });

  it('Accept All Cookies stores consent, hides the banner, shows the route, and is kept after reload', async () => {
    const { page } = suite.visitor;
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor({ state: 'hidden' });
    expect((await storage()).cookieConsent).toBe('given');
    await page.reload();
    await page.getByRole('button', { name: 'Help & Support' }).waitFor();
    await page.waitForTimeout(300);
    await expect(page.getByRole('button', { name: 'Accept All Cookies' }).count()).resolves.toBe(0);
  });

  it('Manage Cookies opens the settings with Functional on, Performance and Advertising off; Cancel gives no consent', async () => {
    const { page } = suite.visitor;
    await page.getByRole('button', { name: 'Manage Cookies' }).click();
    const settings = await openedDialog(page, 'Manage Cookie Settings');
    await expect(settings.getByRole('switch', { name: /Functional/ }).getAttribute('aria-checked')).resolves.toBe('true');
    await expect(settings.getByRole('switch', { name: /Performance/ }).getAttribute('aria-checked')).resolves.toBe('false');
    await expect(settings.getByRole('switch', { name: /Advertising/ }).getAttribute('aria-checked')).resolves.toBe('false');
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Manage Cookie Settings').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
    expect((await storage()).cookieConsent).toBeUndefined();
  });

  it('Confirm My Choices stores the settings and the consent', async () => {
    const { page } = suite.visitor;
    await page.getByRole('button', { name: 'Manage Cookies' }).click();
    const popup = await openedDialog(page, 'Manage Cookie Settings');
    const performance = popup.getByRole('switch', { name: /Performance/ });
    await performance.click();
    await expect(performance.getAttribute('aria-checked')).resolves.toBe('true');
    await popup.getByRole('button', { name: 'Confirm My Choices' }).click();
    await page.getByText('Manage Cookie Settings').waitFor({ state: 'hidden' });
    const stored = await storage();
    expect(stored.cookieConsent).toBe('given');
    const settings = Object.entries(stored).find(([key]) => key !== 'cookieConsent' && key.toLowerCase().includes('cookie'));
    expect(JSON.parse(settings![1])).toEqual({ functional: true, performance: true, advertising: false });
  });

  it('the Privacy Policy link opens the sheet with its content; Close shows the banner again', async () => {
    const { page } = suite.visitor;
    await page.getByText('Privacy Policy').first().click();
    const sheet = await openedDialog(page, 'Privacy Policy');
    await sheet.getByRole('button', { name: 'Agree & Continue' }).waitFor();
    // The content loads on demand when the sheet opens.
    await sheet.locator('p').nth(2).waitFor();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
  });
});

describe('antd, the component library', () => {
  it('is not downloaded before consent; after consent the shell and the step-0 remote share one copy', async () => {
    const fresh = await newVisitor(suite.browser);
    try {
      const beforeConsent = recordScripts(fresh.page);
      await fresh.page.goto(suite.site.shellUrl + '/');
      await fresh.page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
      await fresh.page.waitForLoadState('networkidle');
      expect((await beforeConsent.stop()).copies.antd).toBe(0);

      const afterConsent = recordScripts(fresh.page);
      await fresh.page.getByRole('button', { name: 'Accept All Cookies' }).click();
      await fresh.page.getByText("Let's get to know you").waitFor();
      await fresh.page.waitForLoadState('networkidle');
      // Both the shell (wizard frame) and mfe-onboarding (the form) draw with antd: one copy between them.
      expect((await afterConsent.stop()).copies.antd).toBe(1);
      expect(fresh.foreignRequests).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("draws with the kit's stylesheet, generated at build time: the browser generates no component styles", async () => {
    const consented = await newVisitor(suite.browser, { consent: true });
    try {
      const { page } = consented;
      await page.goto(suite.site.shellUrl + '/');
      await page.getByLabel('Full Name').waitFor();
      const styles = await page.evaluate(() => {
        const kit = [...document.querySelectorAll<HTMLLinkElement>('link[data-storefront-kit]')];
        // antd still sets its design tokens as CSS variables (and the icons' small reset, '.anticon');
        // a rule for a component's class in a <style> element would be generated in the browser.
        const generated = [...document.querySelectorAll('style')]
          .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
          .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('.ant-'))
          .filter((rule) => [...(rule as CSSStyleRule).style].some((property) => !property.startsWith('--')))
          .map((rule) => rule.cssText.slice(0, 120));
        return {
          kitSheets: kit.length,
          // A file of the shell's, linked before the apps' own stylesheets, which win over it.
          kitFile: kit[0] ? new URL(kit[0].href).pathname.replace(/\.[0-9a-f]{10}\./, '.') : null,
          first: [...document.querySelectorAll('link[rel="stylesheet"]')][0] === kit[0],
          kitRules: kit[0]?.sheet?.cssRules.length ?? 0,
          generated,
        };
      });
      expect(styles.kitSheets).toBe(1);
      expect(styles.kitFile).toBe('/assets/kit-styles.generated.css');
      expect(styles.first).toBe(true);
      expect(styles.kitRules).toBeGreaterThan(1000);
      expect(styles.generated).toEqual([]);
      // ...and the components are drawn with the storefront theme (shared/src/theme.ts).
      const input = await page.getByLabel('Full Name').evaluate((element) => {
        const style = getComputedStyle(element.closest('.ant-input-affix-wrapper') ?? element);
        return { radius: style.borderTopLeftRadius, font: getComputedStyle(element).fontSize };
      });
      // Fields take the theme's field text size (16 px: iOS zooms into a field with less).
      expect(input).toEqual({ radius: '10px', font: '16px' });
      expect(consented.errors).toEqual([]);
    } finally {
      await consented.close();
    }
  });

  it("downloads none of the code that writes antd's CSS: its keyframes are in the stylesheet, in no script", async () => {
    const consented = await newVisitor(suite.browser, { consent: true });
    try {
      const { page } = consented;
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (/\.js(\?|$)/.test(response.url()) && response.status() === 200) scripts.push(response.text());
      });
      await page.goto(suite.site.shellUrl + '/');
      await page.getByLabel('Full Name').waitFor();
      await page.waitForLoadState('networkidle');
      // The dial code's dropdown (Select) slides in with antSlideUpIn, the loading spinner turns with
      // antSpinMove: keyframes antd declares only in the functions that write its components' CSS.
      const keyframes = ['antSlideUpIn', 'antSpinMove', 'antZoomIn'];
      const kitCss = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[data-storefront-kit]');
        return link ? (await fetch(link.href)).text() : '';
      });
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(5);
      expect(keyframes.filter((name) => new RegExp(`@keyframes [\\w-]*${name}\\{`).test(kitCss))).toEqual(keyframes);
      expect(keyframes.filter((name) => bodies.some((body) => body.includes(name)))).toEqual([]);
      // The kit's components still render with antd's classes, hashed as the stylesheet's selectors are.
      const hashed = await page.getByRole('button', { name: 'Next' }).getAttribute('class');
      const hash = hashed?.match(/\bcss-(?!var-)[\w-]+/)?.[0];
      expect(hash).toBeDefined();
      expect(kitCss).toContain(`:where(.${hash}).ant-btn`);
      expect(consented.errors).toEqual([]);
    } finally {
      await consented.close();
    }
  });
});
