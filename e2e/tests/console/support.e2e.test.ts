/**
 * The support desk: a visitor's help request (sent as the Help & Support form sends it) is a new
 * ticket in the console; a support operator, added by the first admin, reads it as the visitor
 * wrote it and answers; the visitor receives the reply by mail (a real SMTP server) and the
 * ticket is answered, its reply mail listed.
 */
import { mailSubjects } from '@storefront/shared/contract';
import { addOperator, axeFindings, firstAdmin, signIn, useConsoleSuite } from '../../harness/console';
import { waitFor } from '../../harness/ports';

const suite = useConsoleSuite({ mail: true });
const support = { email: 'desk@console.example', password: 'support password 12', role: 'support' };

it('a support operator answers a help request and the visitor receives the reply', async () => {
  const visitorEmail = `visitor-${Date.now()}@example.ae`;
  const sent = await fetch(`${suite.site.api.url}/api/email/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-country-key': 'AE' },
    body: JSON.stringify({
      to: visitorEmail,
      containImages: false,
      subject: mailSubjects.helpRequest,
      body: 'Help & Support',
      name: 'Sara Khan',
      message: 'My card <b>never</b> arrived.',
      kind: 'help',
    }),
  });
  expect(sent.status).toBe(202);

  const admin = await suite.operatorBrowser();
  await signIn(admin.page, suite.site.consoleUrl, firstAdmin);
  await addOperator(admin.page, support);

  const desk = await suite.operatorBrowser();
  const { page } = desk;
  await signIn(page, suite.site.consoleUrl, support);
  await page.getByRole('heading', { name: 'Support' }).waitFor({ timeout: 60000 });
  const row = page.getByRole('row').filter({ hasText: visitorEmail });
  await expect(row.innerText()).resolves.toContain('new');
  await expect(axeFindings(page)).resolves.toEqual([]);
  await row.getByRole('link').click();

  await page.getByRole('heading', { name: /Ticket #\d+/ }).waitFor({ timeout: 60000 });
  await expect(page.getByText('My card <b>never</b> arrived.').isVisible()).resolves.toBe(true);
  const answer = 'We are sorry: a new card is on its way and should reach you within five days.';
  await page.getByLabel('Reply or note').fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await page.getByText(`Reply by ${support.email}`, { exact: false }).waitFor({ timeout: 60000 });
  await expect(page.getByRole('heading', { name: /Ticket #\d+/ }).innerText()).resolves.toContain('answered');
  await expect(axeFindings(page)).resolves.toEqual([]);

  const replyMail = () => suite.sink.received.find((mail) => mail.to.includes(visitorEmail) && mail.subject === 'Our answer to your help request');
  await waitFor(async () => replyMail() !== undefined, 'the reply mail to reach the visitor', 60000);
  const reply = replyMail()!;
  expect(reply.text).toContain(answer);
  await page.reload();
  // The ticket lists the reply's mail with its delivery.
  await expect(page.getByRole('row').filter({ hasText: 'Our answer to your help request' }).innerText({ timeout: 60000 })).resolves.toContain('sent');
  expect(desk.cspViolations).toEqual([]);
});
