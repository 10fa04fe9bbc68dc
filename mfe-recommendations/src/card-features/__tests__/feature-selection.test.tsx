import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRecommendationsState, updateRecommendations } from '../../state/recommendations-store';
import { ok, type MockApi } from '@storefront/shared/testing';
import { applicationId, features } from '../../test-support/fixtures';
import { countPath, featureStepApi, renderFeatures, renderFeatureStep } from './feature-step-fixture';

let api: MockApi;

beforeEach(() => {
  api = featureStepApi();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('step 3, sub-step 0: choosing features', () => {
  it('shows the title, the exclusivity note and only the active Card features', async () => {
    await renderFeatures();
    expect(screen.getByRole('heading', { name: 'Which 5 card features are you interested in?' })).toBeInTheDocument();
    expect(screen.getByText('Cashback and reward points features are mutually exclusive in the same card.')).toBeInTheDocument();
    for (const name of ['Cashback', 'Reward Points', 'Airport Lounge', 'Travel Insurance', 'Dining Offers', 'Movie Tickets', 'Golf Access']) {
      expect(box(name)).toBeInTheDocument();
    }
    expect(screen.queryByText('Discontinued Perk')).not.toBeInTheDocument();
    expect(screen.queryByText('Low Interest Loan')).not.toBeInTheDocument();
  });

  it('lists the active sub-features of a feature when its panel is opened, with their images', async () => {
    const user = userEvent.setup();
    await renderFeatures();
    const opener = screen.getByRole('button', { name: 'Show sub-features of Cashback' });
    // Closed, the arrow points to the right, the way English reads (not mirrored).
    expect(opener.querySelector('svg')!.closest<HTMLElement>('.anticon')!.parentElement).not.toHaveStyle({ transform: 'scaleX(-1)' });
    expect(opener.querySelector('svg')).toHaveStyle({ transform: 'rotate(-90deg)' });
    await user.click(opener);
    expect(await screen.findByRole('checkbox', { name: 'Groceries' })).toBeInTheDocument();
    expect(box('Fuel')).toBeInTheDocument();
    expect(screen.queryByText('Retired Sub')).not.toBeInTheDocument();
    const label = box('Groceries').closest('label')!;
    expect(label.querySelector('img')).toHaveAttribute('src', 'http://api.test/api/images/public/11.png');
  });

  it('toggles a feature from the keyboard', async () => {
    const user = userEvent.setup();
    await renderFeatures();
    box('Reward Points').focus();
    await user.keyboard(' ');
    expect(box('Reward Points')).toBeChecked();
    await user.keyboard(' ');
    expect(box('Reward Points')).not.toBeChecked();
  });

  it('refuses a sixth feature with the Feature Selection notice and leaves it unselected', async () => {
    const user = userEvent.setup();
    const { notices } = await renderFeatures();
    expect(screen.getByText('0 of 5 picked')).toBeInTheDocument();
    for (const name of ['Cashback', 'Reward Points', 'Airport Lounge', 'Travel Insurance', 'Dining Offers']) {
      await user.click(box(name));
    }
    expect(screen.getByText('5 of 5 picked')).toBeInTheDocument();
    expect(notices).toEqual([]);
    await user.click(box('Movie Tickets'));
    expect(notices).toEqual([{ kind: 'error', title: 'Feature Selection', message: 'You can only select up to 5 features.' }]);
    expect(box('Movie Tickets')).not.toBeChecked();
    expect(screen.getByText('5 of 5 picked')).toBeInTheDocument();
    expect(getRecommendationsState(applicationId).ranking).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts a sub-feature toward its feature: a sub-feature of a chosen feature is allowed at five, one of a sixth is refused', async () => {
    const user = userEvent.setup();
    const { notices } = await renderFeatures();
    for (const name of ['Cashback', 'Reward Points', 'Travel Insurance', 'Dining Offers', 'Movie Tickets']) {
      await user.click(box(name));
    }
    await user.click(screen.getByRole('button', { name: 'Show sub-features of Cashback' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Groceries' }));
    expect(box('Groceries')).toBeChecked();
    expect(notices).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show sub-features of Airport Lounge' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Unlimited visits' }));
    expect(notices.map((n) => n.title)).toEqual(['Feature Selection']);
    expect(box('Unlimited visits')).not.toBeChecked();
    expect(box('Airport Lounge')).not.toBeChecked();
  });

  it('picking a sub-feature selects its feature too; unpicking the feature drops its sub-features', async () => {
    const user = userEvent.setup();
    await renderFeatures();
    await user.click(screen.getByRole('button', { name: 'Show sub-features of Cashback' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Fuel' }));
    expect(box('Cashback')).toBeChecked();
    await user.click(box('Cashback'));
    expect(box('Fuel')).not.toBeChecked();
    expect(getRecommendationsState(applicationId).picks).toEqual([]);
  });

  it('makes one count call for a burst of three toggles and shows the chip with the count', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.on('POST', countPath, ok(7));
    await renderFeatures();
    await user.click(box('Cashback'));
    await user.click(box('Reward Points'));
    await user.click(box('Travel Insurance'));
    expect(api.callsTo('POST', countPath)).toHaveLength(0);
    // A named busy indicator: a progress bar a screen reader announces by what it waits for.
    expect(screen.getByRole('progressbar', { name: 'Counting matching cards' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(api.callsTo('POST', countPath)).toHaveLength(1);
    expect(api.callsTo('POST', countPath)[0].body).toEqual({
      applicationId,
      preferences: [
        { featureId: 1, featureName: 'Cashback' },
        { featureId: 2, featureName: 'Reward Points' },
        { featureId: 4, featureName: 'Travel Insurance' },
      ],
    });
    expect(await screen.findByText('7 card found')).toBeInTheDocument();
    expect(screen.queryByLabelText('Counting matching cards')).not.toBeInTheDocument();
  });

  it('waits the debounce before counting: nothing at 299 ms, the call at 300 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderFeatures();
    await user.click(box('Cashback'));
    await act(() => jest.advanceTimersByTimeAsync(299));
    expect(api.callsTo('POST', countPath)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(api.callsTo('POST', countPath)).toHaveLength(1);
  });

  it('says the closest matches will be shown, and no chip, when no card has every pick', async () => {
    api.on('POST', countPath, ok(0));
    const user = userEvent.setup();
    await renderFeatures();
    await user.click(box('Cashback'));
    await waitFor(() => expect(api.callsTo('POST', countPath)).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('No card has all of these — we will show the closest matches');
    expect(screen.queryByText(/card found/)).not.toBeInTheDocument();
  });

  it('says nothing about matches before the first pick', async () => {
    await renderFeatures();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(api.callsTo('POST', countPath)).toHaveLength(0);
  });

  it('gives every feature its catalog icon at 24 px, decorative beside the name, each row in the same layout with or without sub-features', async () => {
    await renderFeatures();
    for (const name of ['Cashback', 'Golf Access']) {
      const icon = box(name).closest('label')!.querySelector('img')!;
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('width', '24');
      expect(icon.getAttribute('src')).toMatch(/^http:\/\/api\.test\/api\/images\/public\/.+/);
    }
    // The chevron is placed at the end of the row, so it never pushes a checkbox to the side.
    expect(box('Cashback').closest('.ant-collapse')).toHaveClass('ant-collapse-icon-placement-end');
  });

  it('clears the chip and only logs when counting fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { notices } = await renderFeatures();
    await user.click(box('Cashback'));
    expect(await screen.findByText('4 card found')).toBeInTheDocument();

    api.on('POST', countPath, { status: 500, body: { title: 'Boom', detail: 'down' } });
    await user.click(box('Reward Points'));
    await waitFor(() => expect(screen.queryByText('4 card found')).not.toBeInTheDocument());
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(notices).toEqual([]);
  });

  it('ignores a count answer that arrives after a newer change', async () => {
    let answer = 0;
    const late: ((value: { status: number; body: number }) => void)[] = [];
    api.on('POST', countPath, () => new Promise((resolve) => late.push(resolve)));
    const user = userEvent.setup();
    await renderFeatures();
    await user.click(box('Cashback'));
    await waitFor(() => expect(late).toHaveLength(1));
    await user.click(box('Reward Points'));
    await waitFor(() => expect(late).toHaveLength(2));
    await act(async () => late[1]({ status: 200, body: (answer = 2) }));
    expect(await screen.findByText('2 card found')).toBeInTheDocument();
    await act(async () => late[0]({ status: 200, body: 9 }));
    expect(screen.queryByText('9 card found')).not.toBeInTheDocument();
    expect(screen.getByText(`${answer} card found`)).toBeInTheDocument();
  });

  it('Next with fewer than three features warns and stays', async () => {
    const user = userEvent.setup();
    const { notices, next } = await renderFeatures();
    await user.click(box('Cashback'));
    await user.click(box('Reward Points'));
    expect(await next()).toEqual({ type: 'stay' });
    expect(notices).toEqual([
      {
        kind: 'warning',
        title: 'Feature Selection Required',
        message: 'Before we proceed, please select at least three and up to five features.',
      },
    ]);
  });

  it('Next with three features advances, sub-features not counting on their own', async () => {
    const user = userEvent.setup();
    const { notices, next } = await renderFeatures();
    await user.click(screen.getByRole('button', { name: 'Show sub-features of Cashback' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Groceries' }));
    await user.click(box('Fuel'));
    await user.click(box('Reward Points'));
    expect(await next()).toEqual({ type: 'stay' });
    await user.click(box('Golf Access'));
    expect(await next()).toEqual({ type: 'advance' });
    expect(notices.map((n) => n.title)).toEqual(['Feature Selection Required']);
  });

  it('Next with more than five features (kept from elsewhere) gives the limit notice and stays', async () => {
    const picks = features.slice(0, 6).map((f) => ({ featureId: f.featureId, featureName: f.featureName, imageUrl: f.imageUrl, parentId: null }));
    updateRecommendations(applicationId, () => ({ picks, ranking: picks.map((p) => p.featureId) }));
    const { notices, next } = await renderFeatures();
    expect(await next()).toEqual({ type: 'stay' });
    expect(notices).toEqual([{ kind: 'error', title: 'Feature Selection Limit', message: 'You can select maximum five features.' }]);
  });

  it("shows 'Failed to load features.' when the features cannot be loaded", async () => {
    api.on('GET', '/api/productFeatures/public', { status: 500, body: { title: 'x', detail: 'y' } });
    const { notices } = renderFeatureStep();
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', title: 'Failed to load features.', message: '' }]));
  });

  it('starts from nothing for a new application id', async () => {
    updateRecommendations('c0ffee00-0000-4000-8000-000000000041', () => ({ picks: [{ featureId: 1, featureName: 'Cashback', imageUrl: '1.png', parentId: null }], ranking: [1] }));
    await renderFeatures();
    expect(box('Cashback')).not.toBeChecked();
    expect(within(document.body).queryByText(/card found/)).not.toBeInTheDocument();
  });
});
