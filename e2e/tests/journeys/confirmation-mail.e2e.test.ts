import type { Locator, Page } from 'playwright-core';
import { newVisitor } from '../../harness/browser';
import { answerPartnerSites, newPerson, openedDialog, texts, waitForCongratulations } from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { chooseLanguage, tr } from '../../harness/languages';
import { waitFor } from '../../harness/ports';
import { describeFindings, seriousAxeViolations } from '../../harness/quality-browser';
import { reachCards, openFirstCard } from '../../harness/quality-journey';
import { pressWithKeyboard } from '../../harness/quality-keyboard';
import { startQualitySite, type FaultRoute, type QualitySite } from '../../harness/quality-site';
import type { Language } from '../../harness/catalog';

// A card journey whose confirmation call fails (the route answered with an error by the quality
// site's proxy): /congratulations tells the visitor, in their language, that the e-mail could not be
// sent, with 'Try again'; once the route recovers, Try again reaches the real API, and the visitor's
// one confirmation mail arrives at an SMTP server this file starts.

const suite = useJourneySuite<QualitySite>({
  mail: true,
  site: (smtpUrl) => startQualitySite({ apiEnv: { SMTP_URL: smtpUrl } }),
});

const emailRoute: FaultRoute = { method: 'POST', path: /^\/api\/email\/public$/ };
const unavailable = {
  title: 'Service Unavailable',
  detail: 'The mail service is not available; please try again later.',
};

const words = (language: Language) => ({
  failedTitle: tr(language, 'shell.confirmationMail.failedTitle'),
  failedText: tr(language, 'shell.confirmationMail.failedText', {
    reason: tr(language, 'shared.errors.serverError', { status: 503 }),
  }),
  tryAgain: tr(language, 'shell.confirmationMail.tryAgain'),
  sent: tr(language, 'shell.confirmationMail.sent'),
});

/** The page's alert that reads `title`. */
const alertReading = (page: Page, title: string): Locator => page.getByRole('alert').filter({ hasText: title });

/** How many confirmation calls the proxy has answered with the fault. */
const failedCalls = () => suite.site.faults.hits.filter((hit) => hit === 'POST /api/email/public').length;

it('a confirmation call that fails: /congratulations says so in English and in Arabic, a failed Try again keeps it, Try again after the route recovers sends the mail', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { consent: true, width: 1280, height: 900 }));
  const { page } = visitor;
  await answerPartnerSites(visitor.context);
  const person = newPerson('mail-retry');

  await reachCards(page, suite.site, person);
  await openFirstCard(page);
  const heal = suite.site.faults.fail(emailRoute, 503, unavailable);
  const confirm = await openedDialog(page, texts.confirmTitle);
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await waitForCongratulations(page, suite.site.shellUrl);
  const reference = (await page.locator('[data-reference]').innerText({ timeout: 30_000 })).trim();

  // In English, on the page the visitor landed on.
  const english = words('en');
  const notice = alertReading(page, english.failedTitle);
  await notice.waitFor({ timeout: 30_000 });
  expect(await notice.innerText()).toContain(english.failedText);
  expect(english.failedText).toBe(
    'Server error: 503. Your application is submitted; the e-mail with its reference can be sent again.',
  );
  expect(failedCalls()).toBe(1);
  expect(describeFindings(await seriousAxeViolations(page, '.sf-mail-notice'))).toEqual([]);

  // In Arabic after the header's switch.
  await chooseLanguage(page, 'ar');
  const arabic = words('ar');
  const arabicNotice = alertReading(page, arabic.failedTitle);
  await arabicNotice.waitFor({ timeout: 30_000 });
  expect(await arabicNotice.innerText()).toContain(arabic.failedText);
  await expect(alertReading(page, english.failedTitle).count()).resolves.toBe(0);
  expect(describeFindings(await seriousAxeViolations(page, '.sf-mail-notice'))).toEqual([]);

  // Try again while the route still fails: the notice and its button stay.
  const tryAgain = arabicNotice.getByRole('button', { name: arabic.tryAgain });
  await tryAgain.click();
  await waitFor(async () => failedCalls() === 2, 'the second confirmation call');
  await arabicNotice
    .locator('button:not(.ant-btn-loading)')
    .filter({ hasText: arabic.tryAgain })
    .waitFor({ timeout: 30_000 });
  expect(await arabicNotice.innerText()).toContain(arabic.failedText);

  // The route recovers; Try again, reached with Tab from the top of the page and pressed with
  // Enter, goes through to the real API.
  heal();
  const answered = page.waitForResponse(
    (res) => res.url().endsWith('/api/email/public') && res.request().method() === 'POST',
  );
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await pressWithKeyboard(page, tryAgain);
  const answer = await answered;
  expect(`${answer.status()} ${answer.ok() ? '' : await answer.text()}`).toMatch(/^2\d\d $/);
  expect(answer.request().postDataJSON()).toEqual({
    to: person.email,
    containImages: false,
    subject: 'Your Credit Card Application Received',
    body: 'Your Credit Card Application Received',
  });
  await alertReading(page, arabic.sent).waitFor({ timeout: 30_000 });
  await expect(alertReading(page, arabic.failedTitle).count()).resolves.toBe(0);
  expect(describeFindings(await seriousAxeViolations(page, '.sf-mail-notice'))).toEqual([]);
  const mails = await suite.sink.waitForMailTo(person.email);
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain(reference);
  expect(failedCalls()).toBe(2);
  expect(visitor.errors.filter((error) => !error.includes('503') && !error.includes('confirmation e-mail'))).toEqual(
    [],
  );
});
