/**
 * Four-eyes payouts: two visitors apply for a card on the storefront's API; the admin gives their
 * bank a postback secret on the Partners page; the bank reports both applications approved longer
 * ago than the market's lock period, so their bonuses are confirmed. One finance operator creates
 * the batch of the confirmed AED bonuses and cannot approve it; a second approves it, exports its
 * CSV and marks it paid; each visitor receives the "bonus paid" mail (a real SMTP server).
 */
import type { Application, Partner } from '@storefront/shared/contract';
import { httpClient, runJourney } from '../../../api/test/support/journey';
import { addOperator, axeFindings, firstAdmin, signIn, useConsoleSuite } from '../../harness/console';
import { daysAgo, postConversion, type PartnerBank } from '../../harness/partner-bank';
import { waitFor } from '../../harness/ports';

const suite = useConsoleSuite({ mail: true, env: { PARTNER_SECRET_KEY: '3c'.repeat(32) } });
const creator = { email: 'payer@console.example', password: 'finance password 12', role: 'finance' };
const approver = { email: 'checker@console.example', password: 'finance password 34', role: 'finance' };
const bonusPaidSubject = 'Your storefront bonus has been paid';

it('finance pays a batch approved by a second operator, and the visitors receive the "bonus paid" mail', async () => {
  const { url: apiUrl } = suite.site.api;
  const visitors: { email: string; application: Application }[] = [];
  for (const name of ['Sara Khan', 'Omar Haddad']) {
    const email = `${name.split(' ')[0].toLowerCase()}-${Date.now()}@example.ae`;
    const journey = await runJourney(httpClient(apiUrl), { name, email, mobileNumber: '+971501234567', country: 'AE', type: 'Card' });
    const read = await fetch(`${apiUrl}/api/applications/public/${journey.applicationId}`, { headers: { 'x-country-key': 'AE', 'x-access-token': journey.accessToken } });
    visitors.push({ email, application: (await read.json()) as Application });
  }

  // The admin gives each bank of the applications its postback secret.
  const admin = await suite.operatorBrowser();
  await signIn(admin.page, suite.site.consoleUrl, firstAdmin);
  await addOperator(admin.page, creator);
  await addOperator(admin.page, approver);
  await admin.page.getByRole('navigation', { name: 'Console sections' }).getByText('Partners').click();
  await admin.page.getByRole('heading', { name: 'Partners' }).waitFor({ timeout: 60000 });
  const partners = (await admin.page.evaluate(async () => (await fetch('/api/operator/v1/partners')).json())) as { partners: Partner[] };
  const banks = new Map<string, PartnerBank>();
  for (const bankName of new Set(visitors.map((v) => v.application.product!.organizationName))) {
    const partner = partners.partners.find((p) => p.name === bankName && p.country.toUpperCase() === 'AE')!;
    expect(partner).toBeDefined();
    const row = admin.page.getByRole('row').filter({ hasText: bankName }).filter({ hasText: partner.country });
    await row.getByRole('button', { name: 'Create secret' }).click();
    const shown = admin.page.getByRole('dialog', { name: `New postback secret of ${bankName}` });
    const secret = (await shown.locator('code').innerText({ timeout: 60000 })).trim();
    await shown.getByRole('button', { name: 'I have stored it' }).click();
    banks.set(bankName, { bankId: partner.bankId, secret });
  }

  // The bank approved both applications 45 days ago: past the 30-day lock, the bonuses are confirmed.
  for (const { application } of visitors) {
    const bank = banks.get(application.product!.organizationName)!;
    await expect(postConversion(apiUrl, bank, { reference: application.reference, status: 'approved', occurredAt: daysAgo(45) })).resolves.toBe(200);
  }

  const openPayouts = async (operator: typeof creator) => {
    const visitor = await suite.operatorBrowser();
    await signIn(visitor.page, suite.site.consoleUrl, operator);
    await visitor.page.getByRole('navigation', { name: 'Console sections' }).getByText('Bonuses & payouts').click();
    await visitor.page.getByRole('heading', { name: 'Bonuses & payouts' }).waitFor({ timeout: 60000 });
    return visitor;
  };
  const ledgerRow = (page: typeof admin.page, reference: string) => page.getByRole('row').filter({ hasText: reference });

  // The first finance operator creates the batch and cannot approve it.
  const first = await openPayouts(creator);
  for (const { application } of visitors) await expect(ledgerRow(first.page, application.reference).innerText({ timeout: 60000 })).resolves.toContain('confirmed');
  await expect(axeFindings(first.page)).resolves.toEqual([]);
  await first.page.getByLabel('Currency of the new batch').click();
  await first.page.locator('.ant-select-dropdown:visible').getByTitle('AED', { exact: true }).click();
  await first.page.getByRole('button', { name: 'Create batch' }).click();
  const batchRow = (page: typeof admin.page) => page.getByRole('row').filter({ hasText: creator.email });
  await batchRow(first.page).getByText("Awaiting another operator's approval").waitFor({ timeout: 60000 });
  await expect(batchRow(first.page).getByRole('button', { name: 'Approve' }).count()).resolves.toBe(0);
  await expect(batchRow(first.page).innerText()).resolves.toContain('created');
  await expect(axeFindings(first.page)).resolves.toEqual([]);

  // The second approves it, exports the CSV for the bank transfer and marks it paid.
  const second = await openPayouts(approver);
  await batchRow(second.page).getByRole('button', { name: 'Approve' }).click({ timeout: 60000 });
  await batchRow(second.page).getByText(approver.email, { exact: false }).waitFor({ timeout: 60000 });
  await expect(batchRow(second.page).innerText()).resolves.toContain('approved');
  const [download] = await Promise.all([second.page.waitForEvent('download', { timeout: 60000 }), batchRow(second.page).getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await new Promise<string>((resolve, reject) => {
    void download.createReadStream().then((stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks).toString('utf8'))).on('error', reject);
    }, reject);
  });
  for (const { application } of visitors) expect(csv).toContain(application.reference);
  await batchRow(second.page).getByRole('button', { name: 'Mark paid' }).click();
  await second.page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await batchRow(second.page).getByText('paid', { exact: true }).waitFor({ timeout: 60000 });
  await expect(axeFindings(second.page)).resolves.toEqual([]);

  const paidMail = (email: string) => suite.sink.received.find((mail) => mail.to.includes(email) && mail.subject === bonusPaidSubject);
  await waitFor(async () => visitors.every(({ email }) => paidMail(email) !== undefined), 'the "bonus paid" mail to reach both visitors', 60000);
  for (const { email, application } of visitors) expect(paidMail(email)!.text).toContain(application.product!.productName);
  expect(first.cspViolations).toEqual([]);
  expect(second.cspViolations).toEqual([]);
});
