import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoanOffersStep from '../../exposed/loan-offers-step';
import { mockApi, ok, renderStep, type MockApi } from '@storefront/shared/testing';
import { activateLanguage, type LoanQuote } from '@storefront/shared';
import { application, applicationId, loanOffer, seed, submitted } from '../../test-support/fixtures';
import { answerMarkets } from '../../test-support/markets';

const loansPath = `/api/recommendations/public/loan/${applicationId}`;
const quotePath = `/api/loan-quotes/public/${applicationId}`;
let api: MockApi;

/** What the API's engine answers for a choice (figures made up per choice, so each is told apart). */
function quoteFor(amount: number, tenure: number): LoanQuote {
  const instalment = Math.round((amount * 1.1) / tenure);
  return {
    productId: 30,
    amount,
    tenure,
    rateType: 'flat',
    interest: 5.5,
    apr: 10.31,
    monthlyInstalment: instalment,
    processingFee: 500,
    totalRepayable: instalment * tenure + 500,
    totalCostOfCredit: instalment * tenure + 500 - amount,
    currency: 'AED',
    islamic: false,
    eligibleAmount: 60000,
    keyFacts: {
      productId: 30,
      productType: 'Loan',
      productName: 'Quick Cash',
      organizationName: 'Lender 30',
      islamic: false,
      currency: 'AED',
      facts: [{ id: 'monthlyInstalment', label: 'Monthly instalment', value: `AED ${instalment}` }],
    },
  };
}

const flatOffer = loanOffer(30, {
  productName: 'Quick Cash',
  rateType: 'flat',
  interest: 5.5,
  apr: 10.31,
  monthlyInstalment: 2081,
  totalRepayable: 50444,
});

beforeEach(() => {
  api = answerMarkets(mockApi());
  api.on('GET', loansPath, ok([flatOffer, loanOffer(31, { productName: 'Amanah Finance', islamic: true })]));
  api.on('GET', quotePath, (call) => ok(quoteFor(Number(call.query.get('amount')), Number(call.query.get('tenure')))));
});

afterEach(async () => {
  jest.useRealTimers();
  await act(() => activateLanguage('en', 'ae'));
});

const renderLoans = () => renderStep(<LoanOffersStep />, { seed: { ...seed, product: 'Loan' }, position: { step: 4, subStep: 0 } });
const tileOf = async (name: string) => (await screen.findByRole('button', { name })).closest('li')!;
const costOf = (tile: HTMLElement, label: string) =>
  within(within(tile).getByRole('group', { name: 'What it costs' })).getByText(label).nextElementSibling!.textContent!.replace(/\u00a0/g, ' ');

describe('step 4: what a loan costs', () => {
  it('shows the monthly instalment, APR and total repayable first, and says plainly that the rate is flat', async () => {
    renderLoans();
    const tile = await tileOf('Quick Cash');
    expect(costOf(tile, 'Monthly instalment')).toBe('AED 2,081');
    expect(costOf(tile, 'APR')).toBe('10.31%');
    expect(costOf(tile, 'Total repayable')).toBe('AED 50,444');
    expect(within(tile).getByText('Flat rate: charged on the full amount for the whole tenure')).toBeInTheDocument();
    const other = await tileOf('Amanah Finance');
    expect(within(other).getByText('Reducing balance: charged only on what you still owe')).toBeInTheDocument();
    expect(within(other).getByText('Islamic')).toBeInTheDocument();
    expect(within(other).getByText('Interest Rate')).toBeInTheDocument();
    expect(api.callsTo('GET', quotePath)).toHaveLength(0);
  });

  it('a new amount and tenure make one quote call once the choice rests, and the tile shows its figures', async () => {
    jest.useFakeTimers();
    renderLoans();
    const tile = await tileOf('Quick Cash');
    const amount = within(tile).getByRole('slider', { name: 'Loan amount for Quick Cash' });
    const tenure = within(tile).getByRole('combobox', { name: 'Tenure in months for Quick Cash' });
    // Tenures offered with an amount that fits, and the most the visitor may borrow over the chosen one.
    expect(within(tenure).getAllByRole('option').map((o) => o.textContent)).toEqual(
      ['12', '18', '24', '30', '36', '42', '48'].map((m) => `${m} months`),
    );
    fireEvent.change(tenure, { target: { value: '36' } });
    expect(amount).toHaveAttribute('max', '58000');
    // A slider dragged across many values.
    for (const value of ['20000', '25000', '30000', '35000']) fireEvent.change(amount, { target: { value } });
    expect(api.callsTo('GET', quotePath)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(costOf(tile, 'Monthly instalment')).toBe(`AED ${quoteFor(35000, 36).monthlyInstalment.toLocaleString('en-US')}`));
    const calls = api.callsTo('GET', quotePath);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].query)).toEqual({ productId: '30', amount: '35000', tenure: '36' });
    expect(within(tile).getByText('Loan Amount', { selector: 'dt' }).nextElementSibling!.textContent!.replace(/\u00a0/g, ' ')).toBe('AED 35,000');
    expect(within(tile).getByText('Tenure', { selector: 'dt' }).nextElementSibling).toHaveTextContent('36 months');
    expect(costOf(tile, 'Total repayable')).toBe(`AED ${quoteFor(35000, 36).totalRepayable.toLocaleString('en-US')}`);

    // The modal shows the Key Facts of the choice.
    fireEvent.click(within(tile).getByRole('button', { name: 'Apply for Quick Cash' }));
    const facts = within(await screen.findByRole('region', { name: 'Key facts' }));
    expect(facts.getByText('Monthly instalment').nextElementSibling).toHaveTextContent(`AED ${quoteFor(35000, 36).monthlyInstalment}`);
  });

  it('an emptied amount field rests the slider at the least amount; a typed amount moves it and is quoted', async () => {
    const user = userEvent.setup();
    renderLoans();
    const tile = await tileOf('Quick Cash');
    await user.click(within(tile).getByText('Adjust amount and tenure'));
    const slider = within(tile).getByRole('slider', { name: 'Loan amount for Quick Cash' });
    const typed = within(tile).getByRole('spinbutton');
    await user.clear(typed);
    expect(typed).toHaveValue(null);
    expect(slider).toHaveValue(String(flatOffer.minAmount));
    await user.type(typed, '20000');
    expect(slider).toHaveValue('20000');
    await waitFor(() => expect(api.callsTo('GET', quotePath)).toHaveLength(1));
    expect(api.callsTo('GET', quotePath)[0].query.get('amount')).toBe('20000');
  });

  it('a switch of language asks for the offers in it and keeps the tenure the visitor chose', async () => {
    const arabicNames: Record<number, string> = { 30: 'نقد سريع', 31: 'أمانة للتمويل' };
    api.on('GET', loansPath, (call) =>
      ok(
        [flatOffer, loanOffer(31, { productName: 'Amanah Finance', islamic: true })].map((offer) =>
          call.headers['Accept-Language'] === 'ar' ? { ...offer, productName: arabicNames[offer.productId]! } : offer,
        ),
      ),
    );
    renderLoans();
    fireEvent.change(within(await tileOf('Quick Cash')).getByRole('combobox'), { target: { value: '36' } });

    await act(() => activateLanguage('ar', 'ae'));
    const tile = await tileOf('نقد سريع');
    expect(within(tile).getByRole('combobox')).toHaveValue('36');
    expect(api.callsTo('GET', loansPath).map((call) => call.headers['Accept-Language'])).toEqual(['en', 'ar']);
  });

  describe('applying', () => {
    const putPath = '/api/applications/public';
    beforeEach(() => {
      api.on('GET', `/api/applications/public/${applicationId}`, ok({ ...application, applicationType: 'Loan' }));
      api.on('PUT', putPath, ok({ ...submitted(30, 'Quick Cash', ''), applicationType: 'Loan' }));
      api.on('POST', '/api/email/public', ok({ id: 'm1', status: 'queued' }));
    });
    const applyFromModal = async (tile: HTMLElement) => {
      fireEvent.click(within(tile).getByRole('button', { name: 'Apply for Quick Cash' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply now' }));
      await waitFor(() => expect(api.callsTo('PUT', putPath)).toHaveLength(1));
      return api.callsTo('PUT', putPath)[0].body as Record<string, unknown>;
    };

    it('sends the amount and tenure the visitor chose with the submitted application', async () => {
      jest.useFakeTimers();
      renderLoans();
      const tile = await tileOf('Quick Cash');
      fireEvent.change(within(tile).getByRole('combobox', { name: 'Tenure in months for Quick Cash' }), { target: { value: '36' } });
      fireEvent.change(within(tile).getByRole('slider', { name: 'Loan amount for Quick Cash' }), { target: { value: '35000' } });
      await act(() => jest.advanceTimersByTimeAsync(300));
      await waitFor(() => expect(costOf(tile, 'Monthly instalment')).toBe(`AED ${quoteFor(35000, 36).monthlyInstalment.toLocaleString('en-US')}`));
      const body = await applyFromModal(tile);
      expect(body).toEqual(expect.objectContaining({
        applicationId, product: { productId: 30 }, applicationType: 'Loan', status: 'Submitted', loanChoice: { amount: 35000, tenureMonths: 36 },
      }));
    });

    it("sends no amount or tenure when the visitor keeps the offer's own", async () => {
      renderLoans();
      const body = await applyFromModal(await tileOf('Quick Cash'));
      expect(body).toEqual(expect.objectContaining({ product: { productId: 30 }, applicationType: 'Loan', status: 'Submitted' }));
      expect(body).not.toHaveProperty('loanChoice');
    });
  });

  it('a refused choice shows the API’s reason and a retry, and keeps the tile', async () => {
    api.on('GET', quotePath, {
      status: 422,
      body: { type: 'about:blank', title: 'Amount above eligibility', status: 422, detail: 'The most you can borrow over 12 months is AED 30,000.' },
    });
    const user = userEvent.setup();
    renderLoans();
    const tile = await tileOf('Quick Cash');
    await user.click(within(tile).getByText('Adjust amount and tenure'));
    const typed = within(tile).getByRole('spinbutton');
    await user.clear(typed);
    await user.type(typed, '40000');
    await user.selectOptions(within(tile).getByRole('combobox'), '12');
    const alert = await within(tile).findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('The figures could not be updated. Try again. The most you can borrow over 12 months is AED 30,000.');
    expect(api.callsTo('GET', quotePath).length).toBeLessThanOrEqual(2);
    const before = api.callsTo('GET', quotePath).length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('GET', quotePath)).toHaveLength(before + 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Islamic only' keeps the Sharia-compliant offers", async () => {
    const user = userEvent.setup();
    renderLoans();
    await tileOf('Quick Cash');
    await user.click(screen.getByRole('switch', { name: 'Islamic only' }));
    expect(screen.queryByRole('button', { name: 'Quick Cash' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amanah Finance' })).toBeInTheDocument();
  });
});
