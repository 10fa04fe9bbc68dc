import { screen, within } from '@testing-library/react';
import LoanOffersStep from '../../exposed/loan-offers-step';
import { mockApi, ok, renderStep } from '@storefront/shared/testing';
import { applicationId, loanOffer, seed } from '../../test-support/fixtures';
import { answerMarkets } from '../../test-support/markets';

const loansPath = `/api/recommendations/public/loan/${applicationId}`;

it('shows each loan offer’s approval odds, and what the bank asks that the visitor misses', async () => {
  const api = answerMarkets(mockApi());
  api.on('GET', loansPath, ok([
    loanOffer(30, { productName: 'Quick Cash', eligibility: { qualifies: true, odds: 'Likely', criteria: [{ criterion: 'maxDebtBurden', status: 'met', minimum: 50 }] } }),
    loanOffer(31, {
      productName: 'Premier',
      eligibility: { qualifies: false, odds: 'Unlikely', criteria: [{ criterion: 'salaryTransfer', status: 'missed' }, { criterion: 'minAge', status: 'missed', minimum: 25 }] },
    }),
  ]));
  renderStep(<LoanOffersStep />, { seed: { ...seed, product: 'Loan' }, position: { step: 4, subStep: 0 } });
  const quick = (await screen.findByRole('button', { name: 'Quick Cash' })).closest('li')!;
  expect(within(quick).getByText('Approval odds: Likely')).toBeInTheDocument();
  const premier = screen.getByRole('button', { name: 'Premier' }).closest('li')!;
  expect(within(premier).getByText('Approval odds: Unlikely')).toBeInTheDocument();
  expect(within(premier).getByText('Needs your salary paid into an account with the bank')).toBeInTheDocument();
  expect(within(premier).getByText('Needs you to be 25 or older')).toBeInTheDocument();
});
