import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { newVisitor } from '../../harness/browser';
import { answersFor, seedCatalog, type Language } from '../../harness/catalog';
import {
  answerPartnerSites,
  answerQuestions,
  heading,
  newPerson,
  openedDialog,
  type Person,
  pressNext,
  reachEligibility,
  selectFeatures,
  texts,
  waitForCongratulations,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { chooseLanguage, tr } from '../../harness/languages';
import { repoRoot } from '../../harness/paths';
import { waitFor } from '../../harness/ports';
import { cardSelector } from '../../harness/quality-journey';
import { startSite } from '../../harness/site';
import type { ReceivedMail } from '../../harness/smtp-sink';

// The partner loop from the visitor's side, in Chromium against the real API: a UAE card journey
// to /congratulations, the bank (the partner sandbox, signing with the API's development
// secrets) approves the application, and the visitor follows it on /track-application with the
// code from the real mail: the approval and the pending bonus, in English and in Arabic. An
// unknown reference gets the same neutral answer and no mail.

const suite = useJourneySuite({
  mail: true,
  // The development secrets are what the sandbox signs with; the API takes them only outside production.
  site: (smtpUrl) => startSite({ apiEnv: { SMTP_URL: smtpUrl, NODE_ENV: 'development', PARTNER_DEV_SECRETS: 'true' } }),
});

const run = promisify(execFile);

/** `npm run partner-sandbox -- approve <reference>` against this suite's API and its data folder. */
async function sandboxApproves(reference: string): Promise<string> {
  const api = suite.site.api!;
  const { stdout } = await run(
    process.execPath,
    [path.join(repoRoot, 'scripts/partner-sandbox.mjs'), 'approve', reference, '--api', api.url, '--data-dir', api.dataDir],
    { cwd: repoRoot, timeout: 60_000 },
  );
  return stdout;
}

/** A UAE card journey, consent to /congratulations; gives the reference the page shows. */
async function applyForCard(page: Page, person: Person): Promise<string> {
  await reachEligibility(page, suite.site, { country: 'ae', product: 'Card', person });
  await answerQuestions(page, answersFor('ae', 'Card', 'good'));
  await pressNext(page);
  await selectFeatures(page, [{ feature: 'Cashback' }, { feature: 'No annual fee' }, { feature: 'Dining discounts' }]);
  await pressNext(page);
  await heading(page, texts.rankingTitle).waitFor();
  await pressNext(page);
  await heading(page, texts.cardsTitle).waitFor();
  await page.locator(`${cardSelector} .rec-card-open`).first().click();
  const confirm = await openedDialog(page, texts.confirmTitle);
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await waitForCongratulations(page, suite.site.shellUrl);
  return (await page.locator('[data-reference]').innerText({ timeout: 30_000 })).trim();
}

/** A code as the mail states it: 6 digits on their own. */
const codeInMail = /(?<![\w-])(\d{6})(?![\w-])/;

/** The mails to `address` that carry a tracking code (not the confirmation, not the bank's news). */
const codeMails = (address: string): ReceivedMail[] =>
  suite.sink.received.filter((m) => m.to.includes(address) && codeInMail.test(m.text));

/** The code of the newest code mail to `address`, once it has arrived. */
async function mailedCode(address: string, earlier: number): Promise<string> {
  await waitFor(async () => codeMails(address).length > earlier, `a tracking code mail to ${address}`, 60_000);
  return codeInMail.exec(codeMails(address).at(-1)!.text)![1];
}

/** The market's bonus and the days it stays pending after an approval (the seed catalog's). */
const market = seedCatalog('ae') as unknown as { bonus: { amount: number; currency: string }; bonusLockDays: number };

/** The bonus sentence of an approval at `approvedAt`, with the amount and day as the language writes them. */
function pendingBonus(language: Language, approvedAt: number): string {
  const locale = `${language}-AE-u-nu-latn`;
  const bonus = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: market.bonus.currency,
    currencyDisplay: language === 'en' ? 'code' : 'symbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(market.bonus.amount);
  const until = new Date(approvedAt + market.bonusLockDays * 24 * 3600 * 1000);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(until);
  return tr(language, 'support.trackApplication.bonus.pending', { bonus, date });
}

const words = (language: Language, values: { email: string; bank: string }) => ({
  referenceLabel: tr(language, 'support.trackApplication.referenceLabel'),
  emailLabel: tr(language, 'support.trackApplication.emailLabel'),
  sendCode: tr(language, 'support.trackApplication.sendCode'),
  codeSent: tr(language, 'support.trackApplication.codeSent', { email: values.email, minutes: 10 }),
  codeLabel: tr(language, 'support.trackApplication.codeLabel', { digits: 6 }),
  show: tr(language, 'support.trackApplication.showApplication'),
  submitted: tr(language, 'support.trackApplication.event.Submitted'),
  approved: tr(language, 'support.trackApplication.event.Approved', { bank: values.bank }),
  pending: tr(language, 'support.trackApplication.bonusState.pending'),
});

/** /track-application from the header's link: reference and address, the code from the mail, the timeline. */
async function trackWithMailedCode(page: Page, language: Language, reference: string, person: Person) {
  const headerLink = page.getByRole('banner').getByRole('button', { name: tr(language, 'shell.header.trackApplication') });
  await headerLink.click();
  await page.waitForURL(`${suite.site.shellUrl}/track-application`);
  const say = words(language, { email: person.email, bank: '' });
  await page.getByLabel(say.referenceLabel).fill(reference.toLowerCase());
  await page.getByLabel(say.emailLabel, { exact: true }).fill(person.email);
  const earlier = codeMails(person.email).length;
  await page.getByRole('button', { name: say.sendCode }).click();
  await page.getByRole('status').filter({ hasText: person.email }).waitFor({ timeout: 30_000 });
  const code = await mailedCode(person.email, earlier);
  await page.getByLabel(say.codeLabel).fill(code);
  await page.getByRole('button', { name: say.show }).click();
  return page.locator('.sf-track__timeline');
}

it('the bank approves a UAE card application; the visitor tracks it with the mailed code and sees the approval and the pending bonus, in English and in Arabic', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { consent: true, width: 1280, height: 900 }));
  const { page } = visitor;
  await answerPartnerSites(visitor.context);
  const person = newPerson('tracking');
  const reference = await applyForCard(page, person);
  expect(reference).toMatch(/^SF-[2-9A-HJKMNP-Z]{8}$/);
  const bank = (await page.locator('.sf-congrats__product-name').innerText()).split(' from ').at(-1)!.trim();
  const bankId = seedCatalog('ae').banks.find((b) => b.name === bank)!.id;
  const arabicBank = seedCatalog('ae', 'ar').banks.find((b) => b.id === bankId)!.name;

  // /congratulations links to the page.
  const link = page.getByRole('link', { name: 'Track my application' });
  expect(await link.getAttribute('href')).toBe('/track-application');

  const approvedAt = Date.now();
  const answer = await sandboxApproves(reference);
  expect(answer).toContain(`approved ${reference} as bank`);
  expect(answer).toContain('"applicationStatus":"Approved"');

  // In English.
  const english = words('en', { email: person.email, bank });
  const timeline = await trackWithMailedCode(page, 'en', reference, person);
  await timeline.getByRole('heading', { level: 2 }).filter({ hasText: reference }).waitFor({ timeout: 30_000 });
  await expect(timeline.getByRole('heading', { level: 2 }).evaluate((h) => h === document.activeElement)).resolves.toBe(true);
  await timeline.getByText(english.submitted, { exact: true }).waitFor();
  await timeline.getByText(english.approved, { exact: true }).waitFor();
  const bonus = timeline.locator('.sf-track__bonus');
  expect(await bonus.getAttribute('data-bonus-state')).toBe('pending');
  expect(await bonus.innerText()).toContain(english.pending);
  const englishBonus = pendingBonus('en', approvedAt);
  expect(englishBonus).toMatch(/^Your AED\s200 bonus is pending until \d{1,2} [A-Z][a-z]+ \d{4}\. It is confirmed then, unless the approval is withdrawn\.$/);
  expect(await bonus.innerText()).toContain(englishBonus);

  // In Arabic, after the header's switch: the timeline is read again in Arabic.
  await chooseLanguage(page, 'ar');
  const arabic = words('ar', { email: person.email, bank: arabicBank });
  await timeline.getByText(arabic.approved, { exact: true }).waitFor({ timeout: 30_000 });
  await timeline.getByText(arabic.submitted, { exact: true }).waitFor();
  expect(await bonus.innerText()).toContain(arabic.pending);
  expect(await bonus.innerText()).toContain(pendingBonus('ar', approvedAt));

  // Arabic from the start: a new code, mailed again, opens the timeline in Arabic.
  await page.goto(`${suite.site.shellUrl}/`);
  await page.waitForFunction(() => document.documentElement.lang === 'ar');
  const arabicTimeline = await trackWithMailedCode(page, 'ar', reference, person);
  await arabicTimeline.getByText(arabic.approved, { exact: true }).waitFor({ timeout: 30_000 });
  expect(await arabicTimeline.locator('.sf-track__bonus').innerText()).toContain(arabic.pending);
  expect(await arabicTimeline.locator('.sf-track__bonus').innerText()).toContain(pendingBonus('ar', approvedAt));
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(codeMails(person.email)).toHaveLength(2);
  expect(visitor.errors).toEqual([]);
});

it('an unknown reference gets the same neutral answer and no mail', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { consent: true, width: 375, height: 812 }));
  const { page } = visitor;
  const person = newPerson('tracking-unknown');
  await page.goto(`${suite.site.shellUrl}/track-application`);
  const english = words('en', { email: person.email, bank: '' });
  await page.getByLabel(english.referenceLabel).fill('SF-22222222');
  await page.getByLabel(english.emailLabel, { exact: true }).fill(person.email);
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/tracking/public/codes'));
  await page.getByRole('button', { name: english.sendCode }).click();
  const answer = await answered;
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toEqual({ sent: true });
  const status = page.getByRole('status').filter({ hasText: person.email });
  await status.waitFor({ timeout: 30_000 });
  expect(await status.innerText()).toContain(english.codeSent);
  expect(english.codeSent).toBe(
    `If the reference and address match an application, we have sent a code to ${person.email}. It works for 10 minutes.`,
  );
  // The page fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(suite.sink.received.filter((m) => m.to.includes(person.email))).toEqual([]);
  expect(visitor.errors).toEqual([]);
});
