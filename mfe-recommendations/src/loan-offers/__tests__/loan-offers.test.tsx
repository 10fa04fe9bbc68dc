import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoanOffersStep from '../../exposed/loan-offers-step';
import { congratulationsText, mockApi, ok, renderStep, type MockApi } from '@storefront/shared/testing';
import { application, applicationId, loanOffer, submitted, seed } from '../../test-support/fixtures';
import { answerMarkets } from '../../test-support/markets';

const loansPath = `/api/recommendations/public/loan/${applicationId}`;
let api: MockApi;

beforeEach(() => {
  api = answerMarkets(mockApi());
  api.on('GET', loansPath, ok([loanOffer(30, { productName: 'Quick Cash', loanTenure: 36, processingFee: 1250.5, interest: 11.25 }), loanOffer(31)]));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const renderLoans = () => renderStep(<LoanOffersStep />, { seed: { ...seed, product: 'Loan' }, position: { step: 4, subStep: 0 } });

describe('step 4: loan offers', () => {
  it('shows the titles, the eligibility text, the bonus promise and each offer with its four figures', async () => {
    renderLoans();
    const offer = (await screen.findByRole('button', { name: 'Quick Cash' })).closest('li')!;
    expect(screen.getByRole('heading', { name: 'Choose & Apply' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Here are the best Loan Offers for you' })).toBeInTheDocument();
    expect(screen.getByText("Based on your profile, you're eligible for the following loan amounts.")).toBeInTheDocument();
    expect(await screen.findByText('Get a free AED 200 bonus for any approved card or instant cash loan.')).toBeInTheDocument();
    // Intl keeps the currency code and the amount together with a no-break space.
    const figures = [...offer.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent!.replace(/\u00a0/g, ' ')}`);
    expect(figures).toEqual(['Tenure: 36 months', 'Loan Amount: AED 45,000', 'Processing Fee: AED 1,250.5', 'Interest Rate: 11.25%']);
    expect(screen.getByRole('button', { name: 'Loan 31' })).toBeInTheDocument();
  });

  it("formats the fee in the visitor country currency, and promises that country's bonus", async () => {
    api.on('GET', loansPath, ok([loanOffer(30, { productName: 'Quick Cash', processingFee: 1250.5, currency: 'PKR', loanAmountTxt: 'PKR 450,000' })]));
    renderStep(<LoanOffersStep />, { seed: { ...seed, product: 'Loan', countryCode: 'pk' }, position: { step: 4, subStep: 0 } });
    const offer = (await screen.findByRole('button', { name: 'Quick Cash' })).closest('li')!;
    expect(within(offer).getByText('PKR 1,250.5')).toBeInTheDocument();
    expect(await screen.findByText('Get a free PKR 5,000 bonus for any approved card or instant cash loan.')).toBeInTheDocument();
  });

  it("'Return back Home' goes back a step", async () => {
    const user = userEvent.setup();
    const { wizard } = renderLoans();
    await user.click(screen.getByRole('button', { name: 'Return back Home' }));
    expect(wizard.back).toHaveBeenCalledTimes(1);
  });

  it('the confirm modal shows the Key Facts, then the description lines and features once each', async () => {
    const user = userEvent.setup();
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Quick Cash' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm details and apply')).toBeInTheDocument();
    expect(within(dialog).getByText('Lender 30')).toBeInTheDocument();
    const facts = within(within(dialog).getByRole('region', { name: 'Key facts' }));
    expect(facts.getByText('APR').nextElementSibling).toHaveTextContent('10.62%');
    expect(facts.getByText('Monthly instalment').nextElementSibling).toHaveTextContent('AED 2,066');
    expect(within(dialog).getByText('Fast disbursal')).toBeInTheDocument();
    expect(within(dialog).getByText('Quick approval')).toBeInTheDocument();
    expect(within(dialog).getByText('No early settlement fee')).toBeInTheDocument();
  });

  it('shows the error text when the offers cannot be loaded', async () => {
    api.on('GET', loansPath, 'network-error');
    const { notices } = renderLoans();
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', title: 'No response from server', message: '' }]));
  });

  it('applying submits a Loan application, redirects after 2000 ms and sends the loan confirmation', async () => {
    api.on('GET', `/api/applications/public/${applicationId}`, ok({ ...application, applicationType: 'Loan' }));
    api.on('PUT', '/api/applications/public', ok(submitted(30, 'Quick Cash', 'https://partner.test/loan/30')));
    api.on('POST', '/api/email/public', ok({ id: 'm2', status: 'queued' }));
    const openWindow = jest.fn();
    window.open = openWindow as unknown as typeof window.open;
    const user = userEvent.setup();
    renderLoans();
    await user.click(await screen.findByRole('button', { name: 'Quick Cash' }));
    const apply = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply now' });

    jest.useFakeTimers();
    act(() => {
      fireEvent.click(apply);
    });
    await act(async () => {
      for (let i = 0; i < 200; i++) await Promise.resolve();
    });
    expect(screen.getByText('Please do not close or leave this page.')).toBeInTheDocument();
    // The overlay names the loan, not the spec's card wording.
    expect(screen.getByText('Please wait while you are being redirected to a partner website for Instant Cash Loan where you can apply.')).toBeInTheDocument();
    expect(screen.queryByText(/partner website for Credit Card/)).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/applications/public')[0].body).toMatchObject({ applicationType: 'Loan', product: { productId: 30 } });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await act(async () => {
      for (let i = 0; i < 200; i++) await Promise.resolve();
    });
    expect(openWindow).toHaveBeenCalledWith('https://partner.test/loan/30', '_blank', 'noopener,noreferrer');
    expect(screen.getByText(congratulationsText)).toBeInTheDocument();
    // The API writes the mail (the loan, its features) from the submitted application.
    const mail = api.callsTo('POST', '/api/email/public')[0].body as { subject: string; body: string };
    expect(mail.subject).toBe('Your Loan Application Received');
    expect(mail.body).not.toContain('Quick Cash');
  });
});
