/**
 * The support form in a real browser, through the real API, to a real SMTP server: the visitor's
 * confirmation, written by the API with their name and message as text (a link they typed is no
 * link), and one ticket to the support inbox.
 */
import { newVisitor } from '../harness/browser';
import { useJourneySuite } from '../harness/journey-suite';
import { startSite } from '../harness/site';

const supportInbox = 'help-desk@storefront.example';
const suite = useJourneySuite({
  mail: true,
  site: (smtpUrl) => startSite({ apiEnv: { SMTP_URL: smtpUrl, SUPPORT_INBOX: supportInbox } }),
});

it('a help request sent from the form reaches the visitor as the API wrote it, and the support inbox as one ticket', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { consent: true }));
  const { page } = visitor;
  const email = `help-${Date.now()}@example.ae`;
  await page.goto(suite.site.shellUrl + '/help-and-support');
  await page.getByLabel('Full Name').fill('Sara Khan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('My card <b>never</b> arrived.\nSee http://evil.example/track for details.');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByText(/2-3 business days/).waitFor();

  const [mine] = await suite.sink.waitForMailTo(email);
  const [ticket] = await suite.sink.waitForMailTo(supportInbox);
  expect(mine.subject).toBe('Help & Support Request Received');
  expect(mine.text).toContain('Dear Sara Khan,');
  expect(mine.text).toContain('our team aims to respond within 2-3 business days');
  expect(mine.text).toContain(`Email: ${email}`);
  expect(mine.text).toContain('My card <b>never</b> arrived.');
  expect(mine.text).toContain('See http[:]//evil[.]example/track for details.');
  expect(mine.html).toContain('My card &lt;b&gt;never&lt;/b&gt; arrived.');
  for (const mail of [mine, ticket]) {
    expect(mail.html).not.toMatch(/<img\b|evil\.example/i);
    // Links only to the storefront's own pages (Help & Support, privacy and terms).
    for (const [, href] of mail.html.matchAll(/\bhref="([^"]*)"/g)) expect(href.startsWith(`${suite.site.shellUrl}/`)).toBe(true);
  }
  expect(ticket.html).not.toMatch(/<a\b|\bhref=/i);
  expect(ticket.subject).toMatch(/^Support ticket #\d+: Help & Support Request Received$/);
  expect(ticket.raw).toMatch(new RegExp(`^Reply-To: ${email}`, 'm'));
  expect(ticket.text).toContain('Name: Sara Khan');
  expect(suite.sink.received).toHaveLength(2);
  expect(visitor.foreignRequests).toEqual([]);
});
