import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CardRecommendationsStep from '../../exposed/card-recommendations-step';
import { resetRecommendationsStore, updateRecommendations } from '../../state/recommendations-store';
import { mockApi, ok, renderStep, type MockApi } from '@storefront/shared/testing';
import { applicationId, card, page, seed } from '../../test-support/fixtures';
import { answerMarkets } from '../../test-support/markets';

const filterPath = `/api/recommendations/public/${applicationId}/filter`;
const picks = [1, 2, 4].map((featureId) => ({ featureId, featureName: `F${featureId}`, imageUrl: 'x.png', parentId: null }));
let api: MockApi;

// As the API lists them: the fits first, then a card whose salary floor is above the visitor's band.
const fit = card(11, { score: 67, productName: 'Everyday' });
const possible = card(12, {
  score: 50, productName: 'Shopper',
  eligibility: { qualifies: true, odds: 'Possible', basedOnApplications: 42, criteria: [{ criterion: 'minMonthlySalary', status: 'unknown', minimum: 10000 }] },
});
const outOfReach = card(13, {
  score: 100, productName: 'Infinite',
  eligibility: {
    qualifies: false, odds: 'Unlikely',
    criteria: [{ criterion: 'minMonthlySalary', status: 'missed', minimum: 15000 }, { criterion: 'salaryTransfer', status: 'missed' }],
  },
  yearlyValue: { amount: -250, rewards: 1250, annualFee: 1500, defaultSpending: true, spending: { groceries: 2000, dining: 800, fuel: 500, travel: 700, online: 600, other: 1400 } },
});

beforeEach(() => {
  resetRecommendationsStore();
  api = answerMarkets(mockApi());
  updateRecommendations(applicationId, () => ({ picks, ranking: [4, 1, 2], cards: [fit, possible, outOfReach], lastPage: 0 }));
});

const renderCards = () => renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
const tileOf = (name: string) => screen.getByRole('button', { name }).closest('li')!;

describe('step 4: approval odds and yearly value', () => {
  it('never lists a card the visitor may not qualify for among the fits: it comes under its own heading with the reasons', async () => {
    renderCards();
    const heading = screen.getByRole('heading', { name: 'You may not qualify for these' });
    const section = heading.closest('section')!;
    expect(within(section).getByRole('button', { name: 'Infinite' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Everyday' })).not.toBeInTheDocument();
    const infinite = tileOf('Infinite');
    expect(within(infinite).getByText('Approval odds: Unlikely')).toBeInTheDocument();
    expect(within(infinite).getByText('Needs a monthly salary of AED 15,000')).toBeInTheDocument();
    expect(within(infinite).getByText('Needs your salary paid into an account with the bank')).toBeInTheDocument();
    expect(within(infinite).getByText('Estimated yearly value: -AED 250')).toBeInTheDocument();
  });

  it('shows every tile’s odds and yearly value, the odds from recent applications named', async () => {
    renderCards();
    expect(within(tileOf('Everyday')).getByText('Approval odds: Likely')).toBeInTheDocument();
    expect(within(tileOf('Everyday')).getByText('Estimated yearly value: AED 900')).toBeInTheDocument();
    expect(within(tileOf('Shopper')).getByText('Approval odds: Possible')).toBeInTheDocument();
    expect(within(tileOf('Shopper')).getByText('Based on 42 recent applications')).toBeInTheDocument();
  });

  it('shows the assumptions of the yearly value one tap away, without opening the confirm modal', async () => {
    const user = userEvent.setup();
    renderCards();
    // Its accessible name starts with the words it shows, so a visitor speaking them reaches it.
    const assumptions = screen.getByRole('button', { name: 'How we estimate this: the yearly value of Everyday' });
    expect(assumptions).toHaveTextContent('How we estimate this');
    await user.click(assumptions);
    const tooltip = await screen.findByText('Typical monthly spending in your market:');
    const box = tooltip.closest('.rec-value-assumptions')!;
    expect(within(box as HTMLElement).getByText('Groceries').nextElementSibling).toHaveTextContent('AED 2,000');
    expect(within(box as HTMLElement).getByText('Rewards and cashback in a year: AED 1,200')).toBeInTheDocument();
    expect(within(box as HTMLElement).getByText('Less the annual fee: AED 300')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the API for the order chosen, and for the values at the spending the visitor gives', async () => {
    api.on('GET', filterPath, ok(page([fit, possible, outOfReach])));
    const user = userEvent.setup();
    renderCards();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Yearly value');
    await waitFor(() => expect(api.callsTo('GET', filterPath).map((c) => c.query.get('sort'))).toEqual(['value']));

    await user.click(screen.getByText('Your spending'));
    await user.type(screen.getByRole('textbox', { name: 'Dining' }), '3000');
    await user.click(screen.getByRole('button', { name: 'Update values' }));
    await waitFor(() => expect(api.callsTo('GET', filterPath)).toHaveLength(2));
    expect(api.callsTo('GET', filterPath)[1].query.get('spending')).toBe('groceries:2000,dining:3000,fuel:500,travel:700,online:600,other:1400');
    expect(api.callsTo('GET', filterPath)[1].query.get('sort')).toBe('value');
  });

  it('refuses a spending amount that is not a number of 0 or more', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(screen.getByText('Your spending'));
    await user.type(screen.getByRole('textbox', { name: 'Fuel' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Update values' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter each amount as a whole number of 0 or more.');
    expect(api.callsTo('GET', filterPath)).toHaveLength(0);
  });
});
