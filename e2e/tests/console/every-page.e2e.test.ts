/**
 * Every page of the console, as each role reaches it, at 1280 px and at 768 px: sign-in, the
 * second factor's enrolment and code, operators, partners (with a bank's postbacks: accepted,
 * duplicate, refused and why), applications and one application, audit log, bonuses & payouts,
 * support tickets, a help request, a complaint, erasure (before and with a visitor's records
 * found) and the funnel. On each, axe finds nothing serious or critical, the page does not scroll
 * sideways, and its main action is on screen. The tests run in order: the admin's adds the other
 * operators, and the bank's postbacks it sends fill the other pages.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { mailSubjects, partnerIdHeader, partnerSignatureHeader, type Application, type Partner } from '@storefront/shared/contract';
import { signatureHeader } from '../../../api/src/domain/partner-signature';
import { httpClient, runJourney } from '../../../api/test/support/journey';
import { addOperator, authenticatorApp, axeFindings, codeFor, firstAdmin, useConsoleSuite, type Credentials } from '../../harness/console';

const suite = useConsoleSuite({ env: { PARTNER_SECRET_KEY: '4d'.repeat(32) } });
let application: Application;
const visitorEmail = `every-page-${Date.now()}@example.ae`;

beforeAll(async () => {
  const apiUrl = suite.site.api.url;
  const journey = await runJourney(httpClient(apiUrl), { name: 'Sara Khan', email: visitorEmail, mobileNumber: '+971501234567', country: 'AE', type: 'Card' });
  const read = await fetch(`${apiUrl}/api/applications/public/${journey.applicationId}`, { headers: { 'x-country-key': 'AE', 'x-access-token': journey.accessToken } });
  application = (await read.json()) as Application;
  for (const kind of ['help', 'complaint']) {
    const sent = await fetch(`${apiUrl}/api/email/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-country-key': 'AE' },
      body: JSON.stringify({
        to: visitorEmail, containImages: false, subject: mailSubjects.helpRequest, body: 'Help & Support', name: 'Sara Khan',
        message: kind === 'help' ? 'Where is my card?' : 'My bonus never came.', kind,
      }),
    });
    expect(sent.status).toBe(202);
  }
}, 120000);

/** What a page fails of the three checks, one line each, named after the page. */
async function pageProblems(page: Page, name: string, action: Locator): Promise<string[]> {
  await action.waitFor({ timeout: 60000 });
  const problems = (await axeFindings(page)).map((finding) => `${name}: ${finding}`);
  const overflow = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const past = (element: Element | null) => !!element && element.getBoundingClientRect().right > clientWidth + 0.5;
    // Inside a part that scrolls or clips of its own, an element does not widen the page.
    const clipped = (element: Element) => {
      for (let above = element.parentElement; above && above !== document.body; above = above.parentElement) {
        if (getComputedStyle(above).overflowX !== 'visible') return true;
      }
      return false;
    };
    // The outermost elements reaching past the window's right edge, named by tag and class.
    const widest = [...document.body.querySelectorAll('*')].filter((element) => past(element) && !past(element.parentElement) && !clipped(element));
    return { by: scrollWidth - clientWidth, widest: widest.slice(0, 3).map((element) => [element.tagName.toLowerCase(), ...element.classList].join('.')) };
  });
  if (overflow.by > 0) problems.push(`${name}: the page scrolls ${overflow.by} px sideways (${overflow.widest.join(', ') || 'the body'})`);
  // The action brought into view as a reader scrolls, down the page only; then it is what a click
  // on its middle reaches: not cut off by the window, by a part scrolled sideways or by something on top.
  const onScreen = await action.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2);
    const box = element.getBoundingClientRect();
    const reached = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const inside = box.left >= 0 && box.right <= document.documentElement.clientWidth;
    return { inside: inside && !!reached && element.contains(reached), box: { x: Math.round(box.left), width: Math.round(box.width) } };
  });
  if (!onScreen.inside) problems.push(`${name}: its main action is not on screen (${JSON.stringify(onScreen.box)})`);
  return problems;
}

/** Signs in through the pages, checking the sign-in, enrolment or code page on the way. */
async function signInChecked(page: Page, operator: Credentials, problems: string[]): Promise<void> {
  await page.goto(suite.site.consoleUrl);
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor({ timeout: 60000 });
  problems.push(...(await pageProblems(page, 'sign-in', page.getByRole('button', { name: 'Sign in' }))));
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const enrol = page.getByRole('heading', { name: 'Set up your second factor' });
  const code = page.getByRole('heading', { name: 'Enter your code' });
  await enrol.or(code).waitFor({ timeout: 60000 });
  if (await enrol.isVisible()) {
    problems.push(...(await pageProblems(page, 'enrolment', page.getByRole('button', { name: 'Confirm and sign in' }))));
    authenticatorApp.set(operator.email, (await page.getByTestId('totp-secret').innerText()).trim());
    await page.getByLabel('6-digit code').fill(await codeFor(operator.email));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  } else {
    problems.push(...(await pageProblems(page, 'code', page.getByRole('button', { name: 'Verify' }))));
    await page.getByLabel('6-digit code').fill(await codeFor(operator.email));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 60000 });
}

const visit = async (page: Page, path: string, heading: string | RegExp) => {
  await page.goto(`${suite.site.consoleUrl}${path}`);
  await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 60000 });
};

/** The bank's postbacks as the bank sends them: signed with `secret` (or a wrong one), the same event id twice when repeated. */
async function sendPostback(bankId: number, secret: string, body: string): Promise<number> {
  const answer = await fetch(`${suite.site.api.url}/api/partner/v1/conversions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json', [partnerIdHeader]: String(bankId),
      [partnerSignatureHeader]: signatureHeader(secret, Math.floor(Date.now() / 1000), body),
    },
    body,
  });
  return answer.status;
}

describe.each([1280, 768])('at %i px', (width) => {
  const operators = {
    finance: { email: `finance-${width}@console.example`, password: 'finance password 12', role: 'finance' },
    support: { email: `support-${width}@console.example`, password: 'support password 12', role: 'support' },
    analyst: { email: `analyst-${width}@console.example`, password: 'analyst password 12', role: 'analyst' },
  };

  it('the admin\'s pages: operators, partners and a bank\'s postbacks, applications, one application, the audit log', async () => {
    const problems: string[] = [];
    const { page } = await suite.operatorBrowser(width);
    await signInChecked(page, firstAdmin, problems);
    await visit(page, '/operators', 'Operators');
    for (const operator of Object.values(operators)) await addOperator(page, operator);
    problems.push(...(await pageProblems(page, 'operators', page.getByRole('button', { name: 'Add operator' }))));

    await visit(page, '/partners', 'Partners');
    const bankName = application.product!.organizationName;
    const bankRow = page.getByRole('row').filter({ hasText: bankName }).filter({ hasText: 'ae' }).first();
    if (width === 1280) {
      // The bank gets its secret, then sends an approval twice and one signed with a wrong secret.
      const partners = (await page.evaluate(async () => (await fetch('/api/operator/v1/partners')).json())) as { partners: Partner[] };
      const partner = partners.partners.find((p) => p.name === bankName && p.country === 'ae')!;
      await bankRow.getByRole('button', { name: 'Create secret' }).click();
      const shown = page.getByRole('dialog', { name: `New postback secret of ${bankName}` });
      const secret = (await shown.locator('code').innerText({ timeout: 60000 })).trim();
      await shown.getByRole('button', { name: 'I have stored it' }).click();
      const approved = JSON.stringify({ eventId: `evt_${randomUUID()}`, reference: application.reference, status: 'approved', occurredAt: new Date().toISOString() });
      expect(await sendPostback(partner.bankId, secret, approved)).toBe(200);
      expect(await sendPostback(partner.bankId, secret, approved)).toBe(200);
      expect(await sendPostback(partner.bankId, 'whsec_not-the-bank-s-secret', approved)).toBe(401);
    }
    problems.push(...(await pageProblems(page, 'partners', bankRow.getByRole('button', { name: 'Postbacks' }))));
    await bankRow.getByRole('button', { name: 'Postbacks' }).click();
    const drawer = page.getByRole('dialog', { name: `Recent postbacks of ${bankName}` });
    const outcome = (text: string) => drawer.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });
    await expect(outcome('refused').innerText({ timeout: 60000 })).resolves.toContain('Bad signature');
    await expect(outcome('duplicate').innerText()).resolves.toContain(application.reference);
    await expect(outcome('accepted').innerText()).resolves.toContain(application.reference);
    problems.push(...(await pageProblems(page, 'partners: postbacks', drawer.getByText('refused', { exact: true }))));
    await drawer.getByRole('button', { name: 'Close' }).click();

    await visit(page, '/applications', 'Applications');
    problems.push(...(await pageProblems(page, 'applications', page.getByRole('button', { name: 'Export CSV' }))));
    await page.getByRole('link', { name: application.reference }).click();
    await page.getByRole('heading', { name: `Application ${application.reference}` }).waitFor({ timeout: 60000 });
    problems.push(...(await pageProblems(page, 'application', page.getByRole('button', { name: 'Reveal' }).first())));

    await visit(page, '/audit', 'Audit log');
    problems.push(...(await pageProblems(page, 'audit log', page.getByRole('button', { name: 'Filter' }))));
    expect(problems).toEqual([]);
  });

  it('finance\'s page: bonuses and payouts', async () => {
    const problems: string[] = [];
    const { page } = await suite.operatorBrowser(width);
    await signInChecked(page, operators.finance, problems);
    await visit(page, '/payouts', 'Bonuses & payouts');
    problems.push(...(await pageProblems(page, 'bonuses & payouts', page.getByRole('button', { name: 'Create batch' }))));
    expect(problems).toEqual([]);
  });

  it('support\'s pages: tickets, a help request, a complaint, erasure', async () => {
    const problems: string[] = [];
    const { page } = await suite.operatorBrowser(width);
    await signInChecked(page, operators.support, problems);
    await visit(page, '/support', 'Support');
    const ticketRow = (kind: string) => page.getByRole('row').filter({ hasText: visitorEmail }).filter({ hasText: kind });
    problems.push(...(await pageProblems(page, 'tickets', ticketRow('help request').getByRole('link'))));
    for (const [kind, name] of [['help request', 'help request'], ['complaint', 'complaint']] as const) {
      await visit(page, '/support', 'Support');
      await ticketRow(kind).getByRole('link').click();
      await page.getByRole('heading', { name: /Ticket #\d+/ }).waitFor({ timeout: 60000 });
      problems.push(...(await pageProblems(page, name, page.getByRole('button', { name: 'Send reply' }))));
    }
    await expect(page.getByText(/CP-/).first().isVisible()).resolves.toBe(true);
    await visit(page, '/support/erasure', 'Support');
    problems.push(...(await pageProblems(page, 'erasure', page.getByRole('button', { name: 'Find records' }))));
    // The visitor's records found (their application and two tickets), not erased: the other width's tests read them.
    await page.getByLabel("Visitor's e-mail").fill(visitorEmail);
    await page.getByRole('button', { name: 'Find records' }).click();
    await page.getByRole('region', { name: 'Tickets' }).waitFor({ timeout: 60000 });
    await expect(page.getByRole('region', { name: 'Applications' }).innerText()).resolves.toContain(application.reference);
    problems.push(...(await pageProblems(page, 'erasure: records found', page.getByRole('button', { name: 'Erase personal data' }))));
    expect(problems).toEqual([]);
  });

  it('the analyst\'s page: the funnel', async () => {
    const problems: string[] = [];
    const { page } = await suite.operatorBrowser(width);
    await signInChecked(page, operators.analyst, problems);
    await visit(page, '/funnel', 'Funnel');
    problems.push(...(await pageProblems(page, 'funnel', page.getByText('Journeys by stage'))));
    expect(problems).toEqual([]);
  });
});
