import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRecommendationsState } from '../../state/recommendations-store';
import { mockApi, ok, type MockApi } from '@storefront/shared/testing';
import { applicationId, card, page } from '../../test-support/fixtures';
import { pick, renderRanking, rowOrder, startRanking } from './ranking-fixture';

// Picked in this order: Fuel (which selects Cashback), Groceries, Reward Points, Travel Insurance.
const picks = [pick(1, 'Cashback'), pick(12, 'Fuel', 1), pick(11, 'Groceries', 1), pick(2, 'Reward Points'), pick(4, 'Travel Insurance')];
const filterPath = `/api/recommendations/public/${applicationId}/filter`;
let api: MockApi;

beforeEach(() => {
  startRanking(picks);
  api = mockApi();
  api.on('POST', '/api/recommendations/public', (r) => ok((r.body as { preferences: unknown }).preferences));
  api.on('GET', filterPath, ok(page([card(10, { score: 90 }), card(11, { score: 70 })])));
  api.on('POST', `/api/selected-features/public/${applicationId}`, (r) => ok(r.body));
});

afterEach(() => jest.restoreAllMocks());

describe('step 3, sub-step 1: prioritizing', () => {
  it('shows the title, the drag hint and the rows numbered from 1 with their images', () => {
    renderRanking();
    expect(screen.getByRole('heading', { name: 'Prioritize Your Selection' })).toBeInTheDocument();
    expect(screen.getByText(/Drag and drop the cards vertically/)).toBeInTheDocument();
    expect(rowOrder()).toEqual(['1 Cashback', '2 Reward Points', '3 Travel Insurance']);
    const firstRow = screen.getByText('Cashback').closest('li')!;
    expect(firstRow.querySelector('img')).toHaveAttribute('src', 'http://api.test/api/images/public/1.png');
  });

  it('numbers the sub-feature chips in the order they were picked', () => {
    renderRanking();
    const row = screen.getByText('Cashback').closest('li')!;
    const chips = [...row.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
    expect(chips).toEqual(['1. Fuel', '2. Groceries']);
  });

  it('reorders from the keyboard, renumbers the rows and announces the new position', async () => {
    const user = userEvent.setup();
    renderRanking();
    screen.getByRole('button', { name: 'Move Travel Insurance up' }).focus();
    await user.keyboard('{Enter}');
    expect(rowOrder()).toEqual(['1 Cashback', '2 Travel Insurance', '3 Reward Points']);
    expect(screen.getByRole('status')).toHaveTextContent('Travel Insurance moved to position 2 of 3.');

    await user.click(screen.getByRole('button', { name: 'Move Cashback down' }));
    expect(rowOrder()).toEqual(['1 Travel Insurance', '2 Cashback', '3 Reward Points']);
    expect(screen.getByRole('button', { name: 'Move Travel Insurance up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Reward Points down' })).toBeDisabled();
  });

  it('moves focus to the twin button in the same update that disables the pressed one', () => {
    renderRanking();
    const up = screen.getByRole('button', { name: 'Move Reward Points up' });
    up.focus();
    fireEvent.click(up);
    expect(rowOrder()).toEqual(['1 Reward Points', '2 Cashback', '3 Travel Insurance']);
    expect(up).toBeDisabled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Reward Points down' }));

    const down = screen.getByRole('button', { name: 'Move Cashback down' });
    down.focus();
    fireEvent.click(down);
    fireEvent.click(down);
    expect(rowOrder()).toEqual(['1 Reward Points', '2 Travel Insurance', '3 Cashback']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Cashback up' }));
  });

  it('Next submits the reordered priorities, loads page 0 of the cards, saves the selected features and advances', async () => {
    const user = userEvent.setup();
    const { next, notices } = renderRanking();
    await user.click(screen.getByRole('button', { name: 'Move Travel Insurance up' }));
    await user.click(screen.getByRole('button', { name: 'Move Travel Insurance up' }));

    expect(await next()).toEqual({ type: 'advance' });
    expect(notices).toEqual([]);
    expect(api.callsTo('POST', '/api/recommendations/public')[0].body).toEqual({
      applicationId,
      preferences: [
        { featureId: 4, priority: 1 },
        { featureId: 1, priority: 2 },
        { featureId: 2, priority: 3 },
      ],
    });
    const [filter] = api.callsTo('GET', filterPath);
    expect(Object.fromEntries(filter.query)).toEqual({ page: '0', size: '10', preferences: '4,1,2' });
    expect(api.callsTo('POST', `/api/selected-features/public/${applicationId}`)[0].body).toEqual(
      [1, 12, 11, 2, 4].map((featureId) => ({ applicationId, featureId })),
    );
    expect(getRecommendationsState(applicationId).cards.map((c) => c.productId)).toEqual([10, 11]);
    expect(getRecommendationsState(applicationId).lastPage).toBe(0);
  });

  it.each([
    [{ status: 500, body: { title: 'x', detail: 'y' } } as const, 'Server error: 500'],
    ['network-error' as const, 'No response from server'],
  ])('a failure shows the error text and stays (%#)', async (reply, text) => {
    api.on('POST', '/api/recommendations/public', reply);
    const { next, notices } = renderRanking();
    expect(await next()).toEqual({ type: 'stay' });
    expect(notices).toEqual([{ kind: 'error', title: text, message: '' }]);
    expect(api.callsTo('GET', filterPath)).toHaveLength(0);
  });

  it('a failure to load the cards stays too', async () => {
    api.on('GET', filterPath, { status: 503, body: { title: 'x', detail: 'y' } });
    const { next, notices } = renderRanking();
    expect(await next()).toEqual({ type: 'stay' });
    expect(notices.map((n) => n.title)).toEqual(['Server error: 503']);
    expect(getRecommendationsState(applicationId).lastPage).toBeNull();
  });
});
