import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CardRecommendationsStep from '../../exposed/card-recommendations-step';
import { resetRecommendationsStore, updateRecommendations } from '../../state/recommendations-store';
import { mockApi, ok, renderStep, type MockApi } from '@storefront/shared/testing';
import { applicationId, card, page, seed } from '../../test-support/fixtures';
import { answerMarkets, bonusPromiseShown } from '../../test-support/markets';

const filterPath = `/api/recommendations/public/${applicationId}/filter`;
const picks = [1, 2, 4].map((featureId) => ({ featureId, featureName: `F${featureId}`, imageUrl: 'x.png', parentId: null }));
let api: MockApi;

// As the API lists them: best match first.
const firstCards = [
  card(11, { score: 91, productName: 'Platinum', organizationName: 'Desert Bank', incentive: 0 }),
  card(10, { score: 64, productName: 'Titanium', organizationName: 'Gulf Bank', incentive: 350, instantIssuance: true, features: ['Cashback', 'Airport Lounge'] }),
];

function seedLoadedCards() {
  updateRecommendations(applicationId, () => ({ picks, ranking: [4, 1, 2], cards: firstCards, lastPage: 0 }));
}

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width: 431px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  resetRecommendationsStore();
  setNarrow(false);
  api = answerMarkets(mockApi());
});

/** The bonus promise reads the country's market; every other call is the cards'. */
const callsBesideTheMarket = () => api.calls.filter((call) => !call.path.startsWith('/api/markets/public/'));

const cardNames = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('rec-card'))
    .map((li) => li.querySelector('.rec-card-open')!.textContent);

describe('step 4: recommended cards', () => {
  it("shows the titles, the country's bonus promise and the cards best match first with their details", async () => {
    seedLoadedCards();
    updateRecommendations(applicationId, (now) => ({ cards: now.cards.map((c) => ({ ...c, currency: 'SAR' })) }));
    renderStep(<CardRecommendationsStep />, { seed: { ...seed, countryCode: 'sa' }, position: { step: 4, subStep: 0 } });
    expect(screen.getByRole('heading', { name: 'Select Card & Apply' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select your card & enjoy the benefits' })).toBeInTheDocument();
    expect(await screen.findByText('Get a free SAR 200 bonus for any approved card or instant cash loan.')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Platinum', 'Titanium']);

    const titanium = screen.getByRole('button', { name: 'Titanium' }).closest('li')!;
    expect(within(titanium).getByText('Gulf Bank')).toBeInTheDocument();
    expect(within(titanium).getByText('Bank welcome offer: SAR 350 cashback')).toBeInTheDocument();
    expect(within(titanium).getByText('Instant Issuance')).toBeInTheDocument();
    expect(within(titanium).getByText('Airport Lounge')).toBeInTheDocument();
    expect(within(titanium).getByText('64% Match')).toBeInTheDocument();
    const image = titanium.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'http://api.test/api/products/public/image/10');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '101');

    const platinum = screen.getByRole('button', { name: 'Platinum' }).closest('li')!;
    expect(within(platinum).queryByText(/Bank welcome offer/)).not.toBeInTheDocument();
    expect(within(platinum).queryByText('Instant Issuance')).not.toBeInTheDocument();
    expect(callsBesideTheMarket()).toHaveLength(0);
  });

  it('lists every card of a full page in the order the API ranked them, each with its match ring', async () => {
    const scores = [100, 96, 91, 87, 78, 70, 64, 61, 55, 42];
    updateRecommendations(applicationId, () => ({
      picks,
      ranking: [4, 1, 2],
      cards: scores.map((score, i) => card(30 + i, { score, productName: `Card ${score}` })),
      lastPage: 0,
    }));
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    expect(cardNames()).toEqual(scores.map((score) => `Card ${score}`));
    for (const score of [100, 42]) {
      const tile = screen.getByRole('button', { name: `Card ${score}` }).closest('li')!;
      expect(within(tile).getByText(`${score}% Match`)).toBeInTheDocument();
      // The percent is stated once: the ring beside it is a picture without text.
      expect(within(tile).getAllByText(new RegExp(`\\b${score}%`))).toHaveLength(1);
      expect(tile.querySelector('.rec-ring')).toHaveAttribute('aria-hidden');
    }
    await bonusPromiseShown();
  });

  it("'Reset Filter' goes back a step, and is hidden on narrow screens", async () => {
    seedLoadedCards();
    const user = userEvent.setup();
    const { wizard, unmount } = renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    await user.click(screen.getByRole('button', { name: 'Reset Filter' }));
    expect(wizard.back).toHaveBeenCalledTimes(1);
    unmount();

    setNarrow(true);
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    expect(screen.getByRole('button', { name: 'Platinum' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Filter' })).not.toBeInTheDocument();
    await bonusPromiseShown();
  });

  it('loads page 0 with the stored preferences when no cards are loaded yet', async () => {
    updateRecommendations(applicationId, () => ({ picks, ranking: [2, 4, 1] }));
    api.on('GET', filterPath, ok(page(firstCards)));
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    expect(await screen.findByRole('button', { name: 'Platinum' })).toBeInTheDocument();
    const calls = api.callsTo('GET', filterPath);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].query)).toEqual({ page: '0', size: '10', preferences: '2,4,1' });
  });

  it("'View More Cards' asks for page 1, then page 2, appending each", async () => {
    seedLoadedCards();
    api.on('GET', filterPath, (r) => {
      const n = Number(r.query.get('page'));
      return ok(page([card(100 + n, { score: 40 - n, productName: `More ${n}` })], n));
    });
    const user = userEvent.setup();
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    await user.click(screen.getByRole('button', { name: 'View More Cards' }));
    expect(await screen.findByRole('button', { name: 'More 1' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'View More Cards' }));
    expect(await screen.findByRole('button', { name: 'More 2' })).toBeInTheDocument();

    expect(api.callsTo('GET', filterPath).map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(api.callsTo('GET', filterPath).map((r) => r.query.get('preferences'))).toEqual(['4,1,2', '4,1,2']);
    expect(cardNames()).toEqual(['Platinum', 'Titanium', 'More 1', 'More 2']);
  });

  it("an empty page gives 'Recommended Cards' / 'No more cards to display.' and keeps the list", async () => {
    seedLoadedCards();
    api.on('GET', filterPath, ok(page([], 1)));
    const user = userEvent.setup();
    const { notices } = renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    await user.click(screen.getByRole('button', { name: 'View More Cards' }));
    await waitFor(() =>
      expect(notices).toEqual([{ kind: 'info', title: 'Recommended Cards', message: 'No more cards to display.' }]),
    );
    expect(cardNames()).toEqual(['Platinum', 'Titanium']);
    // The list has ended: another press says so again without asking the API.
    await user.click(await screen.findByRole('button', { name: 'View More Cards' }));
    await waitFor(() => expect(notices).toHaveLength(2));
    expect(notices[1]).toEqual({ kind: 'info', title: 'Recommended Cards', message: 'No more cards to display.' });
    expect(api.callsTo('GET', filterPath)).toHaveLength(1);
  });

  it.each([
    ['the server replied 502', { status: 502, body: { title: 'Bad Gateway', detail: 'upstream' } } as const, 'Server error: 502'],
    ['there is no response', 'network-error' as const, 'No response from server'],
  ])('when %s the error text is shown', async (_, reply, text) => {
    seedLoadedCards();
    api.on('GET', filterPath, reply);
    const user = userEvent.setup();
    const { notices } = renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    await user.click(screen.getByRole('button', { name: 'View More Cards' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', title: text, message: '' }]));
  });

  it("a request that cannot be built gives 'Request setup error'", async () => {
    seedLoadedCards();
    const user = userEvent.setup();
    const { notices } = renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    // An API base that is no URL: the request cannot even be set up.
    const { setRuntimeConfig } = await import('@storefront/shared');
    setRuntimeConfig({ apiBaseUrl: 'not a url', remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' }, chunkLoadTimeoutMs: 1 });
    await user.click(screen.getByRole('button', { name: 'View More Cards' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', title: 'Request setup error', message: '' }]));
    expect(callsBesideTheMarket()).toHaveLength(0);
  });

  it('a click on a card opens the confirm modal: bank, image, key facts, then each feature and detail line once', async () => {
    updateRecommendations(applicationId, () => ({
      picks,
      ranking: [1, 2, 4],
      cards: [
        card(20, {
          productName: 'Sapphire',
          features: ['Dining Offers', 'No annual fee', 'Cashback on fuel'],
          description: 'No annual fee\\nFree lounge access\\n 5% cashback on fuel',
        }),
      ],
      lastPage: 0,
    }));
    const user = userEvent.setup();
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    await user.click(screen.getByText('Bank 20'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm details and apply')).toBeInTheDocument();
    expect(within(dialog).getByText('Bank 20')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Sapphire' })).toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('src', 'http://api.test/api/products/public/image/20');
    const facts = within(within(dialog).getByRole('region', { name: 'Key facts' }));
    expect(facts.getByText('Purchase APR').nextElementSibling).toHaveTextContent('39.99%');
    expect(facts.getByText('Annual fee').nextElementSibling).toHaveTextContent('AED 300');
    // The detail lines split on the literal backslash-n, then the features no line states.
    expect([...dialog.querySelectorAll('.rec-modal-lines li')].map((li) => li.textContent)).toEqual([
      'No annual fee',
      'Free lounge access',
      '5% cashback on fuel',
      'Dining Offers',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Apply now' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Choose another option' }));
    await waitFor(() => expect(screen.queryByText('Confirm details and apply')).not.toBeInTheDocument());
  });

  it('opens the modal from the keyboard through the card name', async () => {
    seedLoadedCards();
    const user = userEvent.setup();
    renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
    screen.getByRole('button', { name: 'Titanium' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Titanium');
  });
});
