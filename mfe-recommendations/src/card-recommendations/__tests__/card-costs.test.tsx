import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import CardRecommendationsStep from '../../exposed/card-recommendations-step';
import { resetRecommendationsStore, updateRecommendations } from '../../state/recommendations-store';
import { mockApi, ok, renderStep, type MockApi } from '@storefront/shared/testing';
import { activateLanguage, productFeaturesKey, type MatchBreakdown } from '@storefront/shared';
import { applicationId, card, cardCosts, page, seed } from '../../test-support/fixtures';
import { answerMarkets, bonusPromiseShown } from '../../test-support/markets';

const filterPath = `/api/recommendations/public/${applicationId}/filter`;
const picks = [1, 2, 4].map((featureId) => ({ featureId, featureName: `F${featureId}`, imageUrl: 'x.png', parentId: null }));
let api: MockApi;

/** The API's breakdown: Cashback (50) met, Reward Points (33) missed, Travel Insurance (17) met. */
const breakdown: MatchBreakdown = {
  percent: 67,
  meetsNone: false,
  items: [
    { featureId: 1, featureName: 'Cashback', priority: 1, met: true, worth: 50, points: 50 },
    { featureId: 2, featureName: 'Reward Points', priority: 2, met: false, worth: 33, points: 0 },
    { featureId: 4, featureName: 'Travel Insurance', priority: 3, met: true, worth: 17, points: 17 },
  ],
};

const conventional = card(10, {
  productName: 'Titanium',
  score: 67,
  match: breakdown,
  costs: cardCosts({ annualFee: 300, firstYearFee: 0, purchaseRate: 39.99, minMonthlySalary: 5000 }),
});
const islamic = card(11, {
  productName: 'Amanah Gold',
  score: 50,
  islamic: true,
  costs: cardCosts({ annualFee: 0, firstYearFee: 0, purchaseRate: 24.5, minMonthlySalary: 8000 }),
});

function seedCards(cards = [conventional, islamic]) {
  updateRecommendations(applicationId, () => ({ picks, ranking: [1, 2, 4], cards, lastPage: 0 }));
}

beforeEach(() => {
  resetRecommendationsStore();
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  api = answerMarkets(mockApi());
});

afterEach(() => act(() => activateLanguage('en', 'ae')));

/** What step 3 leaves in the SWR cache: the features, 4 being the Sharia-compliant one. */
function FeaturesOfStep3() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    void mutate(productFeaturesKey('ae', 'en'), [{ featureId: 4, featureName: 'Sharia-compliant', islamic: true }], { revalidate: false });
  }, [mutate]);
  return null;
}

const renderCards = () => renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
const tileOf = (name: string) => screen.getByRole('button', { name }).closest('li')!;
const costsOf = (tile: HTMLElement) =>
  Object.fromEntries([...tile.querySelectorAll('.rec-costs dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent!.replace(/\u00a0/g, ' ')]));

describe('step 4: what a card costs and why it matches', () => {
  it('every tile shows its annual fee, APR or profit rate and minimum salary, and an Islamic badge when Sharia-compliant', async () => {
    seedCards();
    renderCards();
    expect(costsOf(tileOf('Titanium'))).toEqual({ 'Annual fee': 'AED 300 (first year free)', APR: '39.99%', 'Minimum salary': 'AED 5,000' });
    expect(within(tileOf('Titanium')).queryByText('Islamic')).not.toBeInTheDocument();
    expect(costsOf(tileOf('Amanah Gold'))).toEqual({ 'Annual fee': 'No annual fee', 'Profit rate': '24.5%', 'Minimum salary': 'AED 8,000' });
    expect(within(tileOf('Amanah Gold')).getByText('Islamic')).toBeInTheDocument();
    // The image keeps its box whatever it loads; the first tiles load theirs at once.
    const image = tileOf('Titanium').querySelector('img')!;
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('loading', 'eager');
    await bonusPromiseShown();
  });

  it("'Why this card' lists each pick met or missed with the API's points, adding up to the percent shown", async () => {
    seedCards();
    const user = userEvent.setup();
    renderCards();
    const tile = tileOf('Titanium');
    await user.click(within(tile).getByText('Why this card'));
    const rows = [...tile.querySelectorAll('.rec-why-table tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent!.trim()));
    expect(rows).toEqual([
      ['✓ Cashback', 'Has', '+50%'],
      ['✗ Reward Points', 'Does not have', '0%'],
      ['✓ Travel Insurance', 'Has', '+17%'],
    ]);
    expect(tile.querySelector('.rec-why-table tfoot')).toHaveTextContent('Match67%');
    expect(within(tile).getByText('67% Match')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'How we rank' })).toHaveAttribute('href', '/how-we-rank');
    // Opening the explanation does not open the confirm modal.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Apply' opens the confirm modal; 'Key facts' links to the product's page", async () => {
    seedCards();
    const user = userEvent.setup();
    renderCards();
    expect(within(tileOf('Titanium')).getByRole('link', { name: 'Key facts of Titanium' })).toHaveAttribute('href', '/key-facts/10');
    await user.click(screen.getByRole('button', { name: 'Apply for Amanah Gold' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Amanah Gold');
  });

  it("cards without any of the picks come on request, under their own heading", async () => {
    seedCards([conventional]);
    const unmatched = card(12, { productName: 'Plain Card', score: 0, match: { percent: 0, meetsNone: true, items: [] } });
    api.on('GET', filterPath, ok(page([conventional, unmatched])));
    const user = userEvent.setup();
    renderCards();
    await user.click(screen.getByRole('button', { name: 'Show cards without any of your picks' }));
    const section = await screen.findByRole('region', { name: 'Cards without any of your picks' });
    expect(within(section).getByRole('button', { name: 'Plain Card' })).toBeInTheDocument();
    expect(within(section).getByText('Has none of your picks')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Titanium' })).not.toBeInTheDocument();
    const query = Object.fromEntries(api.callsTo('GET', filterPath)[0].query);
    expect(query).toMatchObject({ includeUnmatched: 'true', preferences: '1,2,4', page: '0' });
  });

  it("'Islamic only' asks the API for Sharia-compliant cards, and is on at first when the visitor ranked that feature", async () => {
    seedCards();
    api.on('GET', filterPath, ok(page([islamic])));
    const user = userEvent.setup();
    const { unmount } = renderCards();
    const toggle = screen.getByRole('switch', { name: 'Islamic only' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Amanah Gold' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Titanium' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', filterPath)[0].query.get('islamic')).toBe('true');
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Titanium' })).toBeInTheDocument();
    unmount();

    // The features step 3 loaded mark 4 as the Sharia-compliant one, and the visitor ranked it.
    renderStep(
      <>
        <FeaturesOfStep3 />
        <CardRecommendationsStep />
      </>,
      { seed, position: { step: 4, subStep: 0 } },
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Islamic only' })).toHaveAttribute('aria-checked', 'true'));

    // A switch of language keeps it on (the features of the new language are not in the cache).
    await act(() => activateLanguage('ar', 'ae'));
    expect(await screen.findByRole('switch', { name: 'المنتجات الإسلامية فقط' })).toHaveAttribute('aria-checked', 'true');
  });

  it('compares up to three cards side by side, costs and match in rows', async () => {
    seedCards([conventional, islamic, card(13, { productName: 'Third', score: 40 }), card(14, { productName: 'Fourth', score: 30 })]);
    const user = userEvent.setup();
    renderCards();
    for (const name of ['Titanium', 'Amanah Gold', 'Third']) await user.click(screen.getByRole('checkbox', { name: `Compare ${name}` }));
    expect(screen.getByRole('checkbox', { name: 'Compare Fourth' })).toBeDisabled();
    expect(screen.getByText(/3 of 3 chosen/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare 3' }));
    const table = within(await screen.findByRole('dialog', { name: 'Compare side by side' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Product', 'Titanium', 'Amanah Gold', 'Third']);
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    expect([...row('Match').querySelectorAll('td')].map((td) => td.textContent)).toEqual(['67% Match', '50% Match', '40% Match']);
    expect([...row('Annual fee').querySelectorAll('td')].map((td) => td.textContent!.replace(/\u00a0/g, ' '))).toEqual([
      'AED 300 (first year free)',
      'No annual fee',
      'AED 300 (first year free)',
    ]);
    expect([...row('Type').querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Conventional', 'Sharia-compliant', 'Conventional']);
  });
});
