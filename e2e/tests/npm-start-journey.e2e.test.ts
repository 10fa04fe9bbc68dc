/**
 * README.md's first command as a visitor meets it: `npm start` (here `npm start -- --no-build` over
 * the built apps, as static-servers.e2e.test.ts runs it) with the settings it starts with, the
 * embedded PGlite database and each mail written as an .eml file under the API's MAIL_DIR (a
 * temporary folder here, as DATA_DIR is). A UAE card journey in Chromium to /congratulations, with
 * an e-mail address typed in capitals, and its confirmation found as a file; then npm is stopped
 * and nothing it started is left.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { readMessage, type ReceivedMail } from '../../shared/tooling/testing/smtp';
import { launchBrowser, newVisitor } from '../harness/browser';
import { answersFor } from '../harness/catalog';
import {
  answerPartnerSites,
  answerQuestions,
  applyPatienceMs,
  heading,
  newPerson,
  openedDialog,
  pressNext,
  reachEligibility,
  selectFeatures,
  texts,
  waitForCongratulations,
  type FeaturePick,
} from '../harness/journey';
import { tr } from '../harness/languages';
import { expectAllGone, launch, stopThroughNpm, type Launched } from '../harness/npm-start';
import { waitFor } from '../harness/ports';

jest.setTimeout(300_000);

const picks: FeaturePick[] = [
  { feature: 'Cashback', subFeatures: ['Cashback on groceries'] },
  { feature: 'Dining discounts' },
  { feature: 'No annual fee' },
];

/** The mails the API has written under MAIL_DIR so far (each file renamed into place once whole). */
async function writtenMails(mailDir: string): Promise<ReceivedMail[]> {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(files.map((name) => readMessage(readFileSync(path.join(mailDir, name), 'utf8'))));
}

let site: Launched | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  site = await launch();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  site?.cleanUp();
});

it("README's npm start: a UAE card journey with an address in capitals reaches /congratulations, its confirmation is written under MAIL_DIR, and stopping npm leaves nothing", async () => {
  const launched = site!;
  const shellUrl = `http://127.0.0.1:${launched.ports.shell}`;
  const visitor = await newVisitor(browser!, { consent: true, width: 1280, height: 900 });
  const person = newPerson('npm-start', { email: 'Visitor.Name@Example.COM' });
  let reference: string;
  try {
    const { page } = visitor;
    await answerPartnerSites(visitor.context);
    await reachEligibility(page, { shellUrl }, { country: 'ae', product: 'Card', person });
    await answerQuestions(page, answersFor('ae', 'Card', 'good'));
    await pressNext(page);
    await selectFeatures(page, picks);
    await pressNext(page);
    await heading(page, texts.rankingTitle).waitFor();
    await pressNext(page);
    await heading(page, texts.cardsHeadline).waitFor();
    await page.locator('li.rec-card:not(.rec-loan) .rec-card-open').first().click();
    const confirm = await openedDialog(page, texts.confirmTitle);
    const confirmation = page.waitForResponse(
      (res) =>
        res.url() === `http://127.0.0.1:${launched.ports.api}/api/email/public` && res.request().method() === 'POST',
      { timeout: applyPatienceMs + 30_000 },
    );
    await confirm.getByRole('button', { name: 'Apply now' }).click();
    await waitForCongratulations(page, shellUrl);
    reference = (await page.locator('[data-reference]').innerText({ timeout: 30_000 })).trim();
    expect(reference).toMatch(/^SF-[0-9A-Z]{8}$/);

    // The confirmation call, with the address as typed, is accepted, and the page says nothing of it.
    const answer = await confirmation;
    expect(answer.request().postDataJSON()).toMatchObject({
      to: 'Visitor.Name@Example.COM',
      subject: 'Your Credit Card Application Received',
    });
    expect(`${answer.status()} ${answer.ok() ? '' : await answer.text()}`).toMatch(/^2\d\d $/);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: tr('en', 'shell.confirmationMail.failedTitle') })
        .count(),
    ).resolves.toBe(0);
  } finally {
    await visitor.close();
  }

  // One .eml under MAIL_DIR: to the visitor, with the spec's subject and the page's reference.
  let mails: ReceivedMail[] = [];
  await waitFor(
    async () => (mails = await writtenMails(launched.mailDir)).length > 0,
    `the confirmation's .eml under ${launched.mailDir}`,
    60_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${launched.output()}`);
  });
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  // To the address typed: its local part as typed (it may be case-sensitive), its domain in any case.
  const to = mail.header('to').map((value) => /<?([^<>\s]+)@([^<>\s]+?)>?$/.exec(value)?.slice(1));
  expect(to.map((parts) => parts && [parts[0], parts[1].toLowerCase()])).toEqual([['Visitor.Name', 'example.com']]);
  expect(mail.subject).toBe('Your Credit Card Application Received');
  expect(mail.text).toContain(reference);
  expect(mail.html).toContain(reference);

  const tree = await stopThroughNpm(launched);
  await expectAllGone(launched, tree);
});
