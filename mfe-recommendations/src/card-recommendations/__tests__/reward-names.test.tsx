import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CardRecommendationsStep from '../../exposed/card-recommendations-step';
import { resetRecommendationsStore, updateRecommendations } from '../../state/recommendations-store';
import { mockApi, renderStep } from '@storefront/shared/testing';
import { applicationId, card, cardCosts, seed } from '../../test-support/fixtures';
import { answerMarkets } from '../../test-support/markets';

const picks = [1, 2, 4].map((featureId) => ({ featureId, featureName: `F${featureId}`, imageUrl: 'x.png', parentId: null }));
const offer = 'AED 300 cashback when you spend AED 3,000 in the first 60 days';

beforeEach(() => {
  resetRecommendationsStore();
  answerMarkets(mockApi());
  updateRecommendations(applicationId, () => ({
    picks,
    ranking: [1, 2, 4],
    cards: [card(30, { productName: 'Falcon Cashback', organizationName: 'Falcon Bank', incentive: 300, costs: cardCosts({ welcomeOffer: offer }) })],
    lastPage: 0,
  }));
});

describe("step 4: the storefront's bonus and a bank's welcome offer, each by its own name", () => {
  it("names the tile's chip as the bank's welcome offer, its conditions one tap away without opening the card", async () => {
    const user = userEvent.setup();
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    const tile = screen.getByRole('button', { name: 'Falcon Cashback' }).closest('li')!;
    const chip = within(tile).getByText('Bank welcome offer: AED 300 cashback');
    const terms = chip.closest('details')!;
    expect(terms).not.toHaveAttribute('open');
    await user.click(chip);
    expect(terms).toHaveAttribute('open');
    expect(within(terms).getByText(offer)).toBeVisible();
    expect(within(terms).getByText('Given by Falcon Bank on its own conditions; separate from the storefront bonus.')).toBeVisible();
    expect(screen.queryByText('Confirm details and apply')).not.toBeInTheDocument();
  });

  it("names the market's own bonus as the storefront's, with its conditions, above the list and in the confirm modal", async () => {
    const user = userEvent.setup();
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    expect(await screen.findByText('Storefront bonus: AED 200')).toBeInTheDocument();
    await user.click(screen.getByText('Falcon Bank'));
    const dialog = await screen.findByRole('dialog');
    const bonus = within(dialog).getByText('Storefront bonus: AED 200').closest('details')!;
    await user.click(within(bonus).getByText('Storefront bonus: AED 200'));
    expect(within(bonus).getByText(/within 30 days of the bank's approval; nothing to claim\. Separate from any bank welcome offer\./)).toBeVisible();
  });
});
