/**
 * The console's first minutes: the first admin (from OPERATOR_ADMIN_EMAIL and _PASSWORD) signs
 * in, enrols the second factor from the QR code's secret, and adds a finance and a support
 * operator, who then sign in with their own second factor; axe finds nothing serious on the way,
 * at 1280 px and at 768 px.
 */
import { addOperator, authenticatorApp, axeFindings, codeFor, firstAdmin, signIn, useConsoleSuite } from '../../harness/console';

const suite = useConsoleSuite();
const finance = { email: 'finance@console.example', password: 'finance password 12', role: 'finance' };
const support = { email: 'support@console.example', password: 'support password 12', role: 'support' };

it('the first admin signs in, enrols the second factor and adds a finance and a support operator', async () => {
  const admin = await suite.operatorBrowser();
  const { page } = admin;
  await page.goto(suite.site.consoleUrl);
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor({ timeout: 60000 });
  await expect(axeFindings(page)).resolves.toEqual([]);

  await page.getByLabel('E-mail').fill(firstAdmin.email);
  await page.getByLabel('Password').fill(firstAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Set up your second factor' }).waitFor({ timeout: 60000 });
  await expect(page.getByRole('img', { name: /QR code/ }).getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
  await expect(page.getByTestId('totp-secret').innerText()).resolves.toMatch(/^[A-Z2-7]{16,}$/);
  await expect(axeFindings(page)).resolves.toEqual([]);

  authenticatorApp.set(firstAdmin.email, (await page.getByTestId('totp-secret').innerText()).trim());
  await page.getByLabel('6-digit code').fill(await codeFor(firstAdmin.email));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByRole('heading', { name: 'Operators' }).waitFor({ timeout: 60000 });
  const roleOf = (email: string) => page.getByRole('row').filter({ hasText: email }).locator('.ant-select').innerText();
  await expect(roleOf(firstAdmin.email)).resolves.toBe('admin');

  await addOperator(page, finance);
  await addOperator(page, support);
  for (const { email, role } of [finance, support]) {
    await expect(roleOf(email)).resolves.toBe(role);
    await expect(page.getByRole('row').filter({ hasText: email }).innerText()).resolves.toContain('second factor not set up');
  }
  await expect(axeFindings(page)).resolves.toEqual([]);
  expect(admin.cspViolations).toEqual([]);
  expect(admin.offsiteRequests).toEqual([]);
});

it('each new operator enrols their own second factor at the first sign-in and sees the sections of their role only', async () => {
  for (const [operator, section] of [
    [finance, 'Bonuses & payouts'],
    [support, 'Support'],
  ] as const) {
    const { page } = await suite.operatorBrowser();
    await signIn(page, suite.site.consoleUrl, operator);
    const menu = page.getByRole('navigation', { name: 'Console sections' });
    await expect(menu.innerText()).resolves.toContain(section);
    await expect(menu.innerText()).resolves.not.toContain('Operators');
  }
});

it('at 768 px the Operators page fits the window, the menu folded to icons', async () => {
  const { page } = await suite.operatorBrowser(768);
  await signIn(page, suite.site.consoleUrl, firstAdmin);
  await page.getByRole('row').filter({ hasText: support.email }).waitFor({ timeout: 60000 });
  await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Add operator' }).isVisible()).resolves.toBe(true);
  await expect(axeFindings(page)).resolves.toEqual([]);
});
