import { newVisitor, type Visitor } from '../harness/browser';
import { useJourneySuite } from '../harness/journey-suite';
import { wizardStartPath } from '../harness/journey';
import { startSite } from '../harness/site';
import { waitFor } from '../harness/ports';

const suite = useJourneySuite({
  site: () => startSite(),
  checkVisitor: (visitor: Visitor) => {
    expect(visitor.foreignRequests).toEqual([]);
    expect(visitor.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  },
});
beforeEach(async () => {
  suite.track(await newVisitor(suite.browser, { consent: true }));
});

describe('header', () => {
  it('Help & Support leads to the form and is hidden there; the logo leads home', async () => {
    const { page } = suite.visitor;
    await page.goto(suite.site.shellUrl + '/');
    await page.getByRole('button', { name: 'Help & Support' }).click();
    await page.waitForURL('**/help-and-support');
    await page.getByLabel('Full Name').waitFor();
    await expect(page.getByRole('button', { name: 'Help & Support' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: /home|logo/i }).first().click();
    await page.waitForURL(suite.site.shellUrl + wizardStartPath);
  });

  it('the country choice offers Pakistan, UAE and KSA with flags served by the storefront', async () => {
    const { page } = suite.visitor;
    await page.goto(suite.site.shellUrl + '/');
    const choice = page.getByRole('radiogroup', { name: 'Country' });
    await choice.waitFor();
    await expect(choice.locator('label').allInnerTexts()).resolves.toEqual(['Pakistan', 'UAE', 'KSA']);
    const flags = await choice.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(flags.map((src) => new URL(src).pathname)).toEqual(['/flags/pk.svg', '/flags/ae.svg', '/flags/sa.svg']);
    for (const src of flags) expect(new URL(src).origin).toBe(suite.site.shellUrl);
    // Each flag is an image the browser drew.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="radiogroup"] img')].every((img) => (img as HTMLImageElement).complete),
    );
    const drawn = await choice.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0));
    expect(drawn).toEqual([true, true, true]);
  });
});

describe('help and support form', () => {
  beforeEach(async () => {
    await suite.visitor.page.goto(suite.site.shellUrl + '/help-and-support');
    await suite.visitor.page.getByLabel('Full Name').waitFor();
  });

  it('shows every validation text on an empty submit', async () => {
    const { page } = suite.visitor;
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const text of ['Please enter your full name', 'Please enter your email', 'Please enter your message', 'Please agree to the terms']) {
      await page.getByText(text).waitFor();
    }
  });

  it('keeps only letters and spaces in the name and refuses an invalid e-mail', async () => {
    const { page } = suite.visitor;
    await page.getByLabel('Full Name').pressSequentially('Sara 2 Khan!');
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('Sara  Khan');
    await page.getByLabel('Email').fill('sara@');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please enter a valid email').waitFor();
  });

  it('submits to the real API, shows the success dialog and resets the form', async () => {
    const { page } = suite.visitor;
    await page.getByLabel('Full Name').fill('Sara Khan');
    await page.getByLabel('Email').fill('sara.khan@example.ae');
    await page.getByLabel('Message').fill('How long does a card approval take?');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/2-3 business days/).waitFor();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('');
  });

  it('Back to Home goes to the wizard', async () => {
    await suite.visitor.page.getByRole('button', { name: 'Back to Home' }).click();
    await suite.visitor.page.waitForURL(suite.site.shellUrl + wizardStartPath);
  });
});

describe('terms of service', () => {
  it('shows the sections; Agree and Continue stores the flag and goes back', async () => {
    const { page } = suite.visitor;
    await page.goto(suite.site.shellUrl + '/help-and-support');
    await page.getByLabel('Full Name').waitFor();
    await page.goto(suite.site.shellUrl + '/terms-of-service');
    // The button is there at once, disabled until the terms have loaded and their sections show.
    await waitFor(async () => (await page.getByRole('heading').count()) > 3, 'the sections of the terms', 20000);
    await page.getByRole('button', { name: 'Agree and Continue' }).click();
    await page.waitForURL('**/help-and-support');
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(Object.keys(stored).some((key) => key.toLowerCase().includes('terms'))).toBe(true);
  });
});

describe('fallback screen', () => {
  it('an unknown route shows Unexpected Application Error! with the status', async () => {
    const { page } = suite.visitor;
    await page.goto(suite.site.shellUrl + '/no-such-page');
    await page.getByText('Unexpected Application Error!').waitFor();
    await page.getByText('404').first().waitFor();
    await page.getByRole('button', { name: 'Help & Support' }).waitFor();
  });
});
