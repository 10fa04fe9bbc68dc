import type { Page } from 'playwright-core';
import { newVisitor, type Visitor } from '../../harness/browser';
import { answersFor, questionsFor, type Country } from '../../harness/catalog';
import {
  answerQuestions,
  chooseProduct,
  countryLabel,
  heading,
  indicatorLabels,
  nationalNumber,
  newPerson,
  openedDialog,
  pressNext,
  recordApiCalls,
  texts,
  type ApiCall,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { startSite, type Site } from '../../harness/site';

// The visitor's market in Chromium against the real API: one storefront deployed per market
// (DEFAULT_COUNTRY pk, ae and sa, on one API), what a visitor who touches nothing is served, the
// phone numbers and names each market's visitors type, a change of country mid-journey, and the
// loan offers in KSA and Pakistan.

const countries: Country[] = ['pk', 'ae', 'sa'];
const market = {
  pk: { bonus: 'PKR 5,000', dialCode: '+92', countryKey: undefined, currency: 'PKR', name: 'Pakistan' },
  ae: { bonus: 'AED 200', dialCode: '+971', countryKey: 'AE', currency: 'AED', name: 'the UAE' },
  sa: { bonus: 'SAR 200', dialCode: '+966', countryKey: 'SA', currency: 'SAR', name: 'Saudi Arabia' },
} as const;

const suite = useJourneySuite<Site, Visitor>({ site: () => startSite({ defaultCountries: countries }), timeout: 180_000 });

const bonusPromise = (bonus: string) => `Get a free ${bonus} bonus for any approved card or instant cash loan.`;
const countryChoice = (page: Page) => page.getByRole('radiogroup', { name: 'Country' });
const phonePrefix = (page: Page) => page.locator('.onb-phone-country').first();
const countryKeys = (calls: ApiCall[]) => [...new Set(calls.map((call) => call.countryKey))];

async function open(country: Country, width = 1280): Promise<Page> {
  const { page } = suite.track(await newVisitor(suite.browser, { consent: true, width, height: 900 }));
  await page.goto(suite.site.shellUrlFor(country) + '/');
  await heading(page, texts.personalInfoTitle).waitFor();
  await page.getByLabel('Full Name').waitFor();
  return page;
}

/** Customers stored for these e-mail addresses, read back from the API's database. */
async function storedCustomers(emails: string[]) {
  const list = emails.map((email) => `'${email.replace(/'/g, "''")}'`).join(', ');
  const { customers } = await suite.site.api!.readDatabase({
    customers: `select email, name, country, mobile_number as "mobileNumber" from customers where email in (${list}) order by id`,
  });
  return customers;
}

describe.each([1280, 375])('a visitor who touches nothing, %i px wide', (width) => {
  it.each(countries)('is served as the deployment default %s: its country, bonus, phone prefix, steps and questions', async (country) => {
    const page = await open(country, width);
    const calls = recordApiCalls(page, suite.site.apiUrl);
    const { bonus, dialCode, countryKey, name } = market[country];

    await expect(countryChoice(page).getByRole('radio', { name: countryLabel[country] }).isChecked()).resolves.toBe(true);
    await page.getByText(bonusPromise(bonus)).waitFor();
    await expect(phonePrefix(page).textContent()).resolves.toBe(dialCode);
    expect(await page.evaluate(() => window.localStorage.getItem('selectedCountry'))).toBe(country);
    expect(await indicatorLabels(page)).toEqual(
      width === 375
        ? ['Step 1', 'Step 2', 'Step 3', 'Step 4', 'Step 5']
        : ['Personal Information', 'Select Product', 'Check your eligibility', 'Select Card Feature', 'Select Card & Apply'],
    );

    const person = newPerson(`default-${country}-${width}`);
    await page.getByLabel('Full Name').fill(person.fullName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Phone Number').pressSequentially(nationalNumber[country]);
    await pressNext(page);
    // Every seeded catalog offers loans: the visitor chooses at step 1, in every market.
    await chooseProduct(page, 'Card');
    await pressNext(page);
    await heading(page, texts.eligibilityTitle).waitFor();
    const residency = questionsFor(country, 'Card').find((q) => q.text.startsWith('Do you live in'))!;
    expect(residency.text).toBe(`Do you live in ${name} with a valid residency or national ID?`);
    await page.getByRole('radiogroup', { name: residency.text, exact: true }).waitFor();
    expect(countryKeys(calls.filter((call) => call.path.startsWith('/api/') && !call.path.startsWith('/api/markets/')))).toEqual([
      countryKey,
    ]);
    expect(suite.visitor.errors).toEqual([]);
  });
});

describe('phone numbers and names of each market', () => {
  // Per market: a number typed in national form and another pasted in international form, each
  // with a name of the region, sent with Next (Back to step 0 between them).
  const entries: Record<Country, { name: string; typed: string; pasted: string; stored: [string, string] }> = {
    pk: { name: 'عائشہ صدیقی', typed: '03001234567', pasted: '+92 345-1234567', stored: ['+923001234567', '+923451234567'] },
    ae: { name: 'مُحَمَّد آل مكتوم', typed: '50 123 4567', pasted: '+971 55 123 4567', stored: ['+971501234567', '+971551234567'] },
    sa: { name: 'Noor Al-Mansoori', typed: '0501234567', pasted: '00966 55 123 4567', stored: ['+966501234567', '+966551234567'] },
  };

  it.each(countries)('%s: a number typed in national form and one pasted in international form are stored in E.164', async (country) => {
    const page = await open(country);
    const { name, typed, pasted, stored } = entries[country];
    const person = newPerson(`phone-${country}`, { fullName: name });
    const second = `second.${person.email}`;

    await page.getByLabel('Full Name').fill(person.fullName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Phone Number').pressSequentially(typed);
    await pressNext(page);
    await heading(page, texts.selectProductHeadline).waitFor();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, texts.personalInfoTitle).waitFor();
    await page.getByLabel('Email').fill(second);
    const phone = page.getByLabel('Phone Number');
    await phone.fill('');
    await phone.focus();
    // Pasted: the whole text arrives in one input, as from the clipboard.
    await page.keyboard.insertText(pasted);
    // The field keeps the national part: the dial code shows beside it, not in it.
    await expect(phone.inputValue()).resolves.not.toContain(market[country].dialCode);
    await pressNext(page);
    await heading(page, texts.selectProductHeadline).waitFor();

    expect(await storedCustomers([person.email, second])).toEqual([
      { email: person.email, name, country, mobileNumber: stored[0] },
      { email: second, name, country, mobileNumber: stored[1] },
    ]);
  });

  it('refuses a number of another country with a clear message, and stores nothing', async () => {
    const page = await open('pk');
    const person = newPerson('other-country', { fullName: 'Sara Al-Hashimi' });
    await page.getByLabel('Full Name').fill(person.fullName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Phone Number').focus();
    await page.keyboard.insertText('+971 50 123 4567');
    await pressNext(page);
    await page
      .getByText(
        'This is not a Pakistani number. Please enter a Pakistani mobile number, or change the country at the top of the page',
      )
      .waitFor();
    await expect(heading(page, texts.personalInfoTitle).isVisible()).resolves.toBe(true);
    expect(await storedCustomers([person.email])).toEqual([]);
  });
});

it('changing country mid-journey asks first, then starts afresh in the new country', async () => {
  const page = await open('pk');
  const calls = recordApiCalls(page, suite.site.apiUrl);
  const person = newPerson('switch', { fullName: "D'Souza O’Neil" });
  await page.getByLabel('Full Name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone Number').pressSequentially(nationalNumber.pk);
  await pressNext(page);
  await heading(page, texts.selectProductHeadline).waitFor();

  await countryChoice(page).getByText('UAE', { exact: true }).click();
  const ask = await openedDialog(page, 'Switch to UAE?');
  await ask.getByRole('button', { name: 'Keep my details' }).click();
  await ask.waitFor({ state: 'hidden' });
  await expect(countryChoice(page).getByRole('radio', { name: 'Pakistan' }).isChecked()).resolves.toBe(true);
  await heading(page, texts.selectProductHeadline).waitFor();

  await countryChoice(page).getByText('UAE', { exact: true }).click();
  await (await openedDialog(page, 'Switch to UAE?')).getByRole('button', { name: 'Switch country' }).click();
  await heading(page, texts.personalInfoTitle).waitFor();
  await expect(countryChoice(page).getByRole('radio', { name: 'UAE' }).isChecked()).resolves.toBe(true);
  await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe('');
  await expect(phonePrefix(page).textContent()).resolves.toBe('+971');
  await page.getByText(bonusPromise('AED 200')).waitFor();
  expect(await page.evaluate(() => window.localStorage.getItem('selectedCountry'))).toBe('ae');

  const before = calls.length;
  const uae = { ...person, email: `uae.${person.email}` };
  await page.getByLabel('Full Name').fill(uae.fullName);
  await page.getByLabel('Email').fill(uae.email);
  await page.getByLabel('Phone Number').pressSequentially(nationalNumber.ae);
  await pressNext(page);
  await heading(page, texts.selectProductHeadline).waitFor();
  const profileCall = calls.slice(before).find((call) => call.path === '/api/customer-profiles/public')!;
  expect(profileCall.countryKey).toBe('AE');
  expect(await storedCustomers([person.email, uae.email])).toEqual([
    { email: person.email, name: "D'Souza O’Neil", country: 'pk', mobileNumber: '+923001234567' },
    { email: uae.email, name: "D'Souza O’Neil", country: 'ae', mobileNumber: '+971501234567' },
  ]);
});

describe.each(['sa', 'pk'] as const)('a loan in %s', (country) => {
  it('goes from step 0 to the loan offers, in the currency of the country, with its steps', async () => {
    const page = await open(country);
    const { bonus, currency } = market[country];
    const person = newPerson(`loan-${country}`);
    await page.getByLabel('Full Name').fill(person.fullName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Phone Number').pressSequentially(nationalNumber[country]);
    await pressNext(page);
    await chooseProduct(page, 'Loan');
    await pressNext(page);
    expect(await indicatorLabels(page)).toEqual([
      'Personal Information',
      'Select Product',
      'Check your eligibility',
      'Choose & Apply',
    ]);
    await answerQuestions(page, answersFor(country, 'Loan', 'good'));
    await pressNext(page);

    await heading(page, texts.loansHeadline).waitFor();
    // The step's own promise beside the hero's, in the country's currency.
    await page.locator('.rec-bonus').filter({ hasText: bonusPromise(bonus) }).waitFor();
    const amounts = await page.locator('li.rec-loan dt:text-is("Loan Amount") + dd').allInnerTexts();
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(new RegExp(`^${currency} [\\d,]+$`));
    const fees = await page.locator('li.rec-loan dt:text-is("Processing Fee") + dd').allInnerTexts();
    for (const fee of fees) expect(fee.replace(/\u00a0/g, ' ')).toMatch(new RegExp(`^${currency} [\\d,.]+$`));
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    await expect(steps.locator('.ant-steps-item-process').innerText()).resolves.toContain('Choose & Apply');
    expect(suite.visitor.errors).toEqual([]);
  });
});
