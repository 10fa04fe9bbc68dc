import { screen, within } from '@testing-library/react';
import { mockApi, type Route, renderStep, type Seed } from '@storefront/shared/testing';
import userEvent from '@testing-library/user-event';
import type { ProductType, Question } from '@storefront/shared';
import EligibilityStep from '../eligibility-step';
import { forgetAnswers } from '../answers-store';

const applicationId = '3e5a7c9b-1d2f-4a6b-8c0d-2f4a6b8c0501';
const questionsKey = 'GET /api/questions/public';
const bulkKey = 'POST /api/screenings/public/bulk';
const scoreKey = `GET /api/applications/public/credit-score/${applicationId}`;
const featuresKey = 'GET /api/productFeatures/public';
const loansKey = `GET /api/recommendations/public/loan/${applicationId}`;
const saveKey = `POST /api/product-recommendations/public/${applicationId}`;
const marketKey = 'GET /api/markets/public/ae';
const loanRequestKey = `PUT /api/loan-requests/public/${applicationId}`;

const market = {
  country: 'ae',
  productTypes: ['Card', 'Loan'],
  bonus: { amount: 200, currency: 'AED', lockDays: 30 },
  loanAmounts: { min: 5000, max: 750000, step: 1000, currency: 'AED' },
};
const loanRequest = (shortfall: unknown = null) => ({
  body: { applicationId, amount: 50000, tenure: 24, currency: 'AED', mostOnOffer: 50000, shortfall },
});

const questions: Question[] = [
  {
    questionId: 11,
    question: 'Are you currently employed?',
    options: [
      { optionId: 111, optionText: 'Yes', hardStop: false },
      { optionId: 112, optionText: 'No', hardStop: true },
    ],
  },
  {
    questionId: 12,
    question: 'What is your monthly income?',
    options: [
      { optionId: 121, optionText: 'Below 5,000', hardStop: false },
      { optionId: 122, optionText: '5,000 or more', hardStop: false },
    ],
  },
  {
    questionId: 13,
    question: 'Over how many months would you like to repay?',
    role: 'desiredTenure',
    options: [
      { optionId: 131, optionText: '12 months', hardStop: false },
      { optionId: 132, optionText: '24 months', hardStop: false },
    ],
  },
];

const loanOffers = [
  {
    productId: 31,
    productName: 'Quick Cash',
    loanTenure: 12,
    processingFee: 100,
    interest: 9.5,
    loanAmountTxt: 'AED 20,000',
    description: '',
    features: [],
  },
  {
    productId: 32,
    productName: 'Easy Loan',
    loanTenure: 24,
    processingFee: 150,
    interest: 8.9,
    loanAmountTxt: 'AED 45,000',
    description: '',
    features: [],
  },
];

const bulkEcho: Route = (call) => ({
  status: 201,
  body: (call.body as { questionId: number; response: number }[]).map((a, i) => ({
    ...a,
    applicationId,
    screeningId: 900 + i,
  })),
});

function api(overrides: Record<string, Route> = {}) {
  return mockApi({
    [questionsKey]: { body: questions },
    [bulkKey]: bulkEcho,
    [scoreKey]: { body: 75 },
    [featuresKey]: { body: [] },
    [loansKey]: { body: loanOffers },
    [saveKey]: { status: 201, body: [] },
    [marketKey]: { body: market },
    [loanRequestKey]: loanRequest(),
    ...overrides,
  });
}

function renderEligibility(
  product: ProductType | null = 'Card',
  seed: Seed = { applicationId, customerId: '6c1d7a0e-2b4f-4e8a-9c3d-5f7a9b1c3e41', locationId: 7 },
) {
  return renderStep(<EligibilityStep />, {
    seed: { countryCode: 'ae', ...seed, ...(product ? { product } : {}) },
    position: { step: 2, subStep: 0 },
  });
}

async function choose(answer: Record<string, string>) {
  const user = userEvent.setup();
  for (const [question, option] of Object.entries(answer)) {
    const group = await screen.findByRole('radiogroup', { name: question });
    await user.click(within(group).getByRole('radio', { name: option }));
  }
}

const tenureQuestion = 'Over how many months would you like to repay?';
const goodAnswers = { 'Are you currently employed?': 'Yes', 'What is your monthly income?': '5,000 or more', [tenureQuestion]: '24 months' };
const hardStopAnswers = { 'Are you currently employed?': 'No', 'What is your monthly income?': '5,000 or more', [tenureQuestion]: '24 months' };

/** Types the amount to borrow into the loan's amount field. */
async function borrow(text: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'How much would you like to borrow?' });
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
}

beforeEach(() => forgetAnswers());

describe('Step 2, Check your eligibility: what it shows', () => {
  it('shows the title and Loading questions... while the questions load', async () => {
    api({ [questionsKey]: 'pending' });
    renderEligibility();
    expect(screen.getByRole('heading', { name: 'A few questions to get you started' })).toBeInTheDocument();
    expect(await screen.findByText('Loading questions...')).toBeInTheDocument();
  });

  it('shows each question as a single-choice group of its options', async () => {
    const calls = api();
    renderEligibility('Loan');
    const group = await screen.findByRole('radiogroup', { name: 'Are you currently employed?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Yes', 'No']);
    expect(screen.getByRole('radiogroup', { name: 'What is your monthly income?' })).toBeInTheDocument();
    expect(calls.callsTo(questionsKey)[0].query.get('productType')).toBe('Loan');

    const user = userEvent.setup();
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('without an application id says so, fetches nothing and stays on Next', async () => {
    const calls = api();
    const step = renderEligibility('Card', {});
    expect(screen.getByText('Application ID is not available. Please start from the beginning.')).toBeInTheDocument();
    expect(screen.queryByText('Loading questions...')).not.toBeInTheDocument();
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(calls.callsTo(bulkKey)).toHaveLength(0);
  });

  it('when the questions fail: Failed to fetch questions. Please try again later.', async () => {
    const calls = api({ [questionsKey]: { status: 500, body: { title: 'Internal Server Error' } } });
    const step = renderEligibility();
    expect(await screen.findByText('Failed to fetch questions. Please try again later.')).toBeInTheDocument();
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(calls.callsTo(bulkKey)).toHaveLength(0);
  });
});

describe('Step 2: Next', () => {
  it('with a question unanswered: Answers Required, nothing submitted', async () => {
    const calls = api();
    const step = renderEligibility();
    await choose({ 'Are you currently employed?': 'Yes' });
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([
      { kind: 'warning', title: 'Answers Required', message: 'Please answer all questions before proceeding.' },
    ]);
    expect(calls.callsTo(bulkKey)).toHaveLength(0);
  });

  it('submits every answer in one bulk call', async () => {
    const calls = api();
    const step = renderEligibility();
    await choose(goodAnswers);
    await step.next();
    const bulk = calls.callsTo(bulkKey);
    expect(bulk).toHaveLength(1);
    expect(bulk[0].body).toEqual([
      { questionId: 11, applicationId, response: 111, screeningId: null },
      { questionId: 12, applicationId, response: 122, screeningId: null },
      { questionId: 13, applicationId, response: 132, screeningId: null },
    ]);
    expect(bulk[0].headers['X-Country-Key']).toBe('AE');
  });

  it('a failed submission: Failed to submit responses. Please try again later., and stays', async () => {
    const calls = api({ [bulkKey]: { status: 500, body: { title: 'Internal Server Error' } } });
    const step = renderEligibility();
    await choose(goodAnswers);
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([
      { kind: 'error', title: 'Failed to submit responses. Please try again later.', message: '' },
    ]);
    expect(calls.callsTo(scoreKey)).toHaveLength(0);
  });

  it('keeps the answers when the visitor comes back, and resubmits them with their screening ids', async () => {
    const calls = api({ [scoreKey]: { body: 40 } });
    const first = renderEligibility();
    await choose(goodAnswers);
    await first.next();
    first.unmount();

    const again = renderEligibility();
    const group = await screen.findByRole('radiogroup', { name: 'Are you currently employed?' });
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await again.next();
    expect(calls.callsTo(bulkKey)[1].body).toEqual([
      { questionId: 11, applicationId, response: 111, screeningId: 900 },
      { questionId: 12, applicationId, response: 122, screeningId: 901 },
      { questionId: 13, applicationId, response: 132, screeningId: 902 },
    ]);
  });
});

describe('Step 2: Next for a card', () => {
  it('score 60 and no hard stop: loads the features and advances (to step 3)', async () => {
    const calls = api({ [scoreKey]: { body: 60 } });
    const step = renderEligibility('Card');
    await choose(goodAnswers);
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(calls.callsTo(scoreKey)).toHaveLength(1);
    expect(calls.callsTo(featuresKey)).toHaveLength(1);
    expect(calls.callsTo(loansKey)).toHaveLength(0);
  });

  it('score 59: the no-eligible-product dialog, no features loaded', async () => {
    const calls = api({ [scoreKey]: { body: 59 } });
    const step = renderEligibility('Card');
    await choose(goodAnswers);
    expect(await step.next()).toEqual({ type: 'noEligibleProduct', reason: { kind: 'creditScore' } });
    expect(calls.callsTo(featuresKey)).toHaveLength(0);
  });

  it('a hard-stop answer: the no-eligible-product dialog naming the answer, even with a high score', async () => {
    const calls = api({ [scoreKey]: { body: 95 } });
    const step = renderEligibility('Card');
    await choose(hardStopAnswers);
    expect(await step.next()).toEqual({
      type: 'noEligibleProduct', reason: { kind: 'hardStop', question: 'Are you currently employed?', answer: 'No' },
    });
    expect(calls.callsTo(featuresKey)).toHaveLength(0);
  });

  it('a failed credit score: Failed to submit responses. Please try again later., and stays', async () => {
    const calls = api({ [scoreKey]: { status: 500, body: { title: 'Internal Server Error' } } });
    const step = renderEligibility('Card');
    await choose(goodAnswers);
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([
      { kind: 'error', title: 'Failed to submit responses. Please try again later.', message: '' },
    ]);
    expect(calls.callsTo(featuresKey)).toHaveLength(0);
  });
});

describe('Step 2: Next for a loan', () => {
  it("asks how much to borrow, within the market's loans, together with the tenure question", async () => {
    api();
    renderEligibility('Loan');
    const field = await screen.findByRole('textbox', { name: 'How much would you like to borrow?' });
    expect(await screen.findByText('From AED 5,000 to AED 750,000')).toBeInTheDocument();
    const loan = field.closest('section')!;
    expect(within(loan as HTMLElement).getByRole('heading', { name: 'Your loan' })).toBeInTheDocument();
    expect(within(loan as HTMLElement).getByRole('radiogroup', { name: tenureQuestion })).toBeInTheDocument();
  });

  it('a hard-stop answer: the no-eligible-product dialog naming it, no amount or offers asked for', async () => {
    const calls = api();
    const step = renderEligibility('Loan');
    await choose(hardStopAnswers);
    await borrow('50000');
    expect(await step.next()).toEqual({
      type: 'noEligibleProduct', reason: { kind: 'hardStop', question: 'Are you currently employed?', answer: 'No' },
    });
    expect(calls.callsTo(bulkKey)).toHaveLength(1);
    expect(calls.callsTo(loanRequestKey)).toHaveLength(0);
    expect(calls.callsTo(loansKey)).toHaveLength(0);
    expect(calls.callsTo(scoreKey)).toHaveLength(0);
  });

  it.each([
    ['', 'Enter the amount you would like to borrow.'],
    ['ninety thousand', 'Enter the amount in numbers only, for example 50000.'],
    ['4999', 'Enter an amount from AED 5,000 to AED 750,000.'],
    ['800,000', 'Enter an amount from AED 5,000 to AED 750,000.'],
  ])('refuses the amount %p with a clear error, and asks for nothing', async (text, error) => {
    const calls = api();
    const step = renderEligibility('Loan');
    await choose(goodAnswers);
    await borrow(text);
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(step.notices).toEqual([
      { kind: 'warning', title: 'Loan Amount Required', message: 'Please enter how much you would like to borrow before proceeding.' },
    ]);
    expect(calls.callsTo(loanRequestKey)).toHaveLength(0);
    expect(calls.callsTo(loansKey)).toHaveLength(0);
  });

  it('sends the amount before asking for the offers, Arabic-Indic digits and separators read as numbers', async () => {
    const calls = api();
    const step = renderEligibility('Loan');
    await choose(goodAnswers);
    await borrow('٩٩٬٠٠٠');
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(calls.callsTo(loanRequestKey).map((c) => c.body)).toEqual([{ amount: 99000 }]);
  });

  it('no loan fits the amount and commitments: the dialog names the reason, no offers asked for', async () => {
    const shortfall = { reason: 'debtBurden', monthlyIncome: 5000, monthlyObligations: 3000, maxDebtBurdenPercent: 50 };
    const calls = api({ [loanRequestKey]: loanRequest(shortfall) });
    const step = renderEligibility('Loan');
    await choose(goodAnswers);
    await borrow('50000');
    expect(await step.next()).toEqual({ type: 'noEligibleProduct', reason: { kind: 'loanShortfall', shortfall, currency: 'AED' } });
    expect(calls.callsTo(loansKey)).toHaveLength(0);
  });

  it('no recommended loans: the no-eligible-product dialog, nothing saved', async () => {
    const calls = api({ [loansKey]: { body: [] } });
    const step = renderEligibility('Loan');
    await choose(goodAnswers);
    await borrow('50000');
    expect(await step.next()).toEqual({ type: 'noEligibleProduct' });
    expect(calls.callsTo(saveKey)).toHaveLength(0);
  });

  it('recommended loans: saves them as product recommendations and advances (to step 4)', async () => {
    const calls = api();
    const step = renderEligibility('Loan');
    await choose(goodAnswers);
    await borrow('50000');
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(calls.callsTo(scoreKey)).toHaveLength(0);
    const [save] = calls.callsTo(saveKey);
    expect(save.body).toEqual([
      { applicationId, productId: 31 },
      { applicationId, productId: 32 },
    ]);
  });

  it.each([
    [{ status: 503, body: { title: 'Service Unavailable' } }, 'Server error: 503'],
    ['network-error', 'No response from server'],
  ] as [Route, string][])('loan offers that fail show the section 8 text and stay (%#)', async (reply, text) => {
    const calls = api({ [loansKey]: reply });
    const step = renderEligibility('Loan');
    await choose(goodAnswers);
    await borrow('50000');
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([{ kind: 'error', title: text, message: '' }]);
    expect(calls.callsTo(saveKey)).toHaveLength(0);
  });

  it('recommendations that cannot be saved show the section 8 text and stay', async () => {
    api({ [saveKey]: { status: 500, body: { title: 'Internal Server Error' } } });
    const step = renderEligibility('Loan');
    await choose(goodAnswers);
    await borrow('50000');
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([{ kind: 'error', title: 'Server error: 500', message: '' }]);
  });
});
