import type { LoanOffer } from '@storefront/shared/contract';
import type { Page } from 'playwright-core';
import { newVisitor } from '../../harness/browser';
import { questionsFor, type Answer, type Language } from '../../harness/catalog';
import {
  accessTokenOf,
  answerQuestions,
  apiGet,
  applicationIdOf,
  heading,
  loanAmountField,
  newPerson,
  openedDialog,
  pressNext,
  reachEligibility,
  recordApiCalls,
  texts,
} from '../../harness/journey';
import { chooseLanguage, tr } from '../../harness/languages';
import { useJourneySuite } from '../../harness/journey-suite';
import { waitFor } from '../../harness/ports';
import { startSite } from '../../harness/site';

// A KSA loan visitor says how much to borrow before the offers, against the real API: the offers
// are for that amount, or lowered to what the 33.33 % debt-burden cap leaves with their
// commitments, and the page says so; bad amounts are refused on the page; when no loan fits, the
// no-product dialog says why, offers what to look at instead, and asks before promising contact.

const suite = useJourneySuite({ site: () => startSite() });

/** The KSA loan answers: salaried, SAR 10,000 to 20,000 a month, `obligations` a month already, 36 months; the best of the rest. */
function ksaAnswers(language: Language, obligations: string): Answer[] {
  const chosen: Record<string, string> = {
    'What is your employment status?': 'Salaried',
    'What is your monthly income?': 'SAR 10,000 to 20,000',
    'How much do you pay each month for existing loans and cards?': obligations,
    'Over how many months would you like to repay?': '36 months',
  };
  const local = questionsFor('sa', 'Loan', language);
  return questionsFor('sa', 'Loan').map((question, i) => {
    const wanted = chosen[question.text];
    const index = wanted
      ? question.options.findIndex((o) => o.text === wanted)
      : question.options.indexOf(question.options.filter((o) => !o.hardStop).reduce((a, b) => (b.points > a.points ? b : a)));
    if (index < 0) throw new Error(`No option ${wanted} for ${question.text}`);
    return { question: local[i], option: local[i].options[index] };
  });
}

/** Text as the page shows it, without bidi marks and with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ').trim();
const grouped = (amount: number) => amount.toLocaleString('en-US');

async function ksaLoanVisitor(language: Language, width: number, name: string) {
  const visitor = suite.track(await newVisitor(suite.browser, { width, height: 900 }));
  const { page } = visitor;
  const calls = recordApiCalls(page, suite.site.apiUrl);
  await reachEligibility(page, suite.site, { country: 'sa', product: 'Loan', person: newPerson(name), acceptCookies: true });
  if (language !== 'en') await chooseLanguage(page, language);
  return { page, calls };
}

/** Step 2 in the page's language: each chosen option, then the amount to borrow. */
async function answerInLanguage(page: Page, language: Language, answers: Answer[], amount: string) {
  await heading(page, tr(language, 'eligibility.eligibility.title')).waitFor({ timeout: 60_000 });
  for (const { question, option } of answers) {
    await page.getByRole('radiogroup', { name: question.text, exact: true }).getByRole('radio', { name: option.text, exact: true }).check();
  }
  await loanAmountField(page).fill(amount);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

describe.each([
  ['en', 1280],
  ['en', 375],
  ['ar', 1280],
  ['ar', 375],
] as [Language, number][])('in %s at %i px', (language, width) => {
  it('a KSA loan visitor asks for SAR 99,000 and sees the offers lowered to what their commitments allow, with the reason', async () => {
    const { page, calls } = await ksaLoanVisitor(language, width, `sa-loan-amount-${language}`);
    await page.getByText(tr(language, 'eligibility.eligibility.amountQuestion'), { exact: true }).waitFor();
    await answerInLanguage(page, language, ksaAnswers(language, 'Up to SAR 2,000'), '99,000');
    await pressNext(page, tr(language, 'shell.wizard.next'));
    await heading(page, tr(language, 'recommendations.loans.headline')).waitFor({ timeout: 60_000 });
    await page.locator('li.rec-loan').first().waitFor();

    const offers = await apiGet<LoanOffer[]>(suite.site, `/api/recommendations/public/loan/${applicationIdOf(calls)}`, 'sa', accessTokenOf(calls));
    expect(offers.length).toBeGreaterThan(0);
    const most = Math.max(...offers.map((o) => o.loanAmount));
    expect(most).toBeLessThan(99_000);
    for (const o of offers) {
      expect([o.requestedAmount, o.amountLimit]).toEqual([99_000, 'debtBurden']);
      // SAR 10,000 of income at 33.33 % less SAR 2,000 of commitments: at most SAR 1,333 a month.
      expect(o.monthlyInstalment).toBeLessThanOrEqual(1_333);
    }
    const notice = plain(await page.locator('.rec-loan-asked').textContent());
    if (language === 'en') expect(notice).toBe(`You asked for SAR 99,000; with your commitments the most we can show is SAR ${grouped(most)}.`);
    else expect(notice).toMatch(new RegExp(`^طلبت 99,000.*${grouped(most)}`));
    const { rows } = await suite.site.api!.readDatabase({
      rows: `select requested_loan_amount as "amount" from applications where public_id = '${applicationIdOf(calls)}'`,
    });
    expect(Number(rows[0].amount)).toBe(99_000);
    await noSidewaysScroll(page);
  });

  it('the no-product dialog names its reason, offers cards instead, and promises contact only once the visitor ticks it', async () => {
    const { page } = await ksaLoanVisitor(language, width, `sa-loan-no-product-${language}`);
    await answerInLanguage(page, language, ksaAnswers(language, 'More than SAR 5,000'), '50000');
    await pressNext(page, tr(language, 'shell.wizard.next'));
    const found = await openedDialog(page, tr(language, 'shell.wizard.noEligibleProductTitle'));
    const text = plain(await found.textContent());
    // SAR 8,000 a month of commitments against 33.33 % of SAR 10,000.
    expect(text).toContain('8,000');
    expect(text).toContain('33.33');
    if (language === 'en') expect(text).toContain('You already pay SAR 8,000 a month on loans and cards. Here all debt payments together may take at most 33.33% of your income');
    const promise = tr(language, 'shell.wizard.noEligibleProductText');
    expect(text).not.toContain(promise);
    const consent = found.getByRole('checkbox', { name: tr(language, 'shell.noProduct.consent') });
    expect(await consent.isChecked()).toBe(false);
    await noSidewaysScroll(page);

    await consent.check();
    await found.getByText(promise).waitFor();
    const stored = async () =>
      (await suite.site.api!.readDatabase({ rows: 'select contact_consent as "consent" from applications order by id desc limit 1' })).rows[0].consent;
    await waitFor(async () => (await stored()) === true, 'the consent stored with the application', 60_000);

    await found.getByRole('button', { name: tr(language, 'shell.noProduct.seeCards') }).click();
    await heading(page, tr(language, 'onboarding.selectProduct.headline')).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('radio', { name: tr(language, 'onboarding.selectProduct.card') }).isChecked()).toBe(true);
  });
});

it('a KSA loan visitor who asks for SAR 20,000 sees every offer for SAR 20,000', async () => {
  const { page } = await ksaLoanVisitor('en', 1280, 'sa-loan-amount-asked');
  await answerQuestions(page, ksaAnswers('en', 'Up to SAR 2,000'), { loanAmount: '20000' });
  await pressNext(page);
  await heading(page, texts.loansHeadline).waitFor({ timeout: 60_000 });
  await page.locator('li.rec-loan').first().waitFor();
  expect(plain(await page.locator('.rec-loan-asked').textContent())).toBe('These offers are for the SAR 20,000 you asked for.');
  const amounts = await page.locator('li.rec-loan').evaluateAll((items) =>
    items.map((li) => [...li.querySelectorAll('dl > div')].find((d) => d.querySelector('dt')?.textContent === 'Loan Amount')?.querySelector('dd')?.textContent),
  );
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) expect(plain(amount ?? '')).toBe('SAR 20,000');
});

it('refuses an amount in words or outside the loans with a clear error, and stays on step 2', async () => {
  const { page, calls } = await ksaLoanVisitor('en', 375, 'sa-loan-amount-bad');
  await answerQuestions(page, ksaAnswers('en', 'Up to SAR 2,000'), { loanAmount: 'ninety thousand' });
  await pressNext(page);
  await page.getByText('Enter the amount in numbers only, for example 50000.').waitFor();
  await loanAmountField(page).fill('4,000');
  await pressNext(page);
  await page.getByText('Enter an amount from SAR 5,000 to SAR 1,000,000.').waitFor();
  await heading(page, texts.eligibilityTitle).waitFor();
  expect(calls.some((c) => c.path.includes('/api/loan-requests/'))).toBe(false);
});
