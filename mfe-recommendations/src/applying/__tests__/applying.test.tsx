import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CardRecommendationsStep from '../../exposed/card-recommendations-step';
import { resetRecommendationsStore, updateRecommendations } from '../../state/recommendations-store';
import { congratulationsText, mockApi, ok, renderStep, type MockApi } from '@storefront/shared/testing';
import { application, applicationId, card, customerId, submitted, seed } from '../../test-support/fixtures';
import { useApply, type ApplyChoice } from '../use-apply';

const partnerUrl = 'https://partner.test/apply/titanium';
const picks = [
  { featureId: 1, featureName: 'Cashback', imageUrl: 'x', parentId: null },
  { featureId: 12, featureName: 'Fuel', imageUrl: 'x', parentId: 1 },
  { featureId: 2, featureName: 'Reward Points', imageUrl: 'x', parentId: null },
  { featureId: 4, featureName: 'Travel Insurance', imageUrl: 'x', parentId: null },
];
const confirmationBody = {
  to: 'amira@example.com',
  containImages: false,
  subject: 'Your Credit Card Application Received',
  body: 'Your Credit Card Application Received',
};
const redirecting = 'Please wait while you are being redirected to a partner website for Credit Card where you can apply.';
const doNotLeave = 'Please do not close or leave this page.';

let api: MockApi;
let openWindow: jest.Mock;

/**
 * Lets the fake API's promise chains settle inside act without moving the (fake) clock. The
 * click that starts applying is a fireEvent: user-event turns act off while it runs, and the
 * updates made then would wait for a scheduler tick that the fake clock never gives.
 */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 200; i++) await Promise.resolve();
  });

beforeEach(() => {
  jest.useFakeTimers();
  resetRecommendationsStore();
  updateRecommendations(applicationId, () => ({
    picks,
    ranking: [4, 1, 2],
    cards: [card(10, { productName: 'Titanium', description: 'Line one' })],
    lastPage: 0,
  }));
  api = mockApi();
  api.on('GET', `/api/applications/public/${applicationId}`, ok(application));
  api.on('PUT', '/api/applications/public', ok(submitted(10, 'Titanium Rewards', partnerUrl)));
  api.on('POST', '/api/email/public', ok({ id: 'm1', status: 'queued' }));
  openWindow = jest.fn();
  window.open = openWindow as unknown as typeof window.open;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openCardAndApply(options: { double?: boolean } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderStep(<CardRecommendationsStep />, { seed, position: { step: 4, subStep: 0 } });
  await user.click(screen.getByRole('button', { name: 'Titanium' }));
  const apply = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply now' });
  // Both clicks of a double click land before React re-renders the button as loading.
  act(() => {
    fireEvent.click(apply);
    if (options.double) fireEvent.click(apply);
  });
  await settle();
  return view;
}

describe('applying for a card', () => {
  it('submits the application with the product and the risk profile read back from the application', async () => {
    await openCardAndApply();
    expect(api.callsTo('GET', `/api/applications/public/${applicationId}`)).toHaveLength(1);
    expect(api.callsTo('PUT', '/api/applications/public')[0].body).toEqual({
      applicationId,
      customer: { customerId },
      location: { locationId: 3 },
      product: { productId: 10 },
      applicationType: 'Card',
      clientRiskProfile: 'Low',
      status: 'Submitted',
    });
  });

  it('closes the modal, shows the overlay, and after 2000 ms opens the partner in a new tab and goes to /congratulations', async () => {
    await openCardAndApply();
    expect(screen.getByText(redirecting)).toBeInTheDocument();
    expect(screen.getByText(doNotLeave)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Confirm details and apply')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(openWindow).not.toHaveBeenCalled();
    expect(screen.queryByText(congratulationsText)).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(openWindow).toHaveBeenCalledWith(partnerUrl, '_blank', 'noopener,noreferrer');
    expect(screen.getByText(congratulationsText)).toBeInTheDocument();
    expect(screen.queryByText(redirecting)).not.toBeInTheDocument();
  });

  it("then asks the API for the card's confirmation to the customer's address (the API writes the mail)", async () => {
    const view = await openCardAndApply();
    expect(api.callsTo('POST', '/api/email/public')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await settle();
    const calls = api.callsTo('POST', '/api/email/public');
    expect(calls.map((c) => c.body)).toEqual([confirmationBody]);
    // Sent: nothing for the shell to tell.
    expect(view.confirmationMail().state).toEqual({ status: 'quiet' });
  });

  it('an e-mail failure is logged and kept, with its call, for the shell to tell and Try again; the visitor still reaches /congratulations', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('POST', '/api/email/public', { status: 500, body: { title: 'x', detail: 'y' } });
    const view = await openCardAndApply();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await settle();
    expect(api.callsTo('POST', '/api/email/public')).toHaveLength(1);
    expect(screen.getByText(congratulationsText)).toBeInTheDocument();
    expect(view.notices).toEqual([]);
    expect(logged).toHaveBeenCalledWith('Sending the confirmation e-mail failed', expect.anything());
    expect(view.confirmationMail().state).toEqual({ status: 'failed', error: expect.objectContaining({ status: 500 }) });

    // Try again (the step is gone by now) sends the same call.
    api.on('POST', '/api/email/public', ok({ id: 'm1', status: 'queued' }));
    await act(() => view.confirmationMail().retry());
    expect(api.callsTo('POST', '/api/email/public').map((c) => c.body)).toEqual([confirmationBody, confirmationBody]);
    expect(view.confirmationMail().state).toEqual({ status: 'resent' });
  });

  it('an update failure shows the error text, no overlay, no redirect and no e-mail, and the modal stays', async () => {
    api.on('PUT', '/api/applications/public', { status: 500, body: { title: 'x', detail: 'y' } });
    const { notices } = await openCardAndApply();
    expect(notices).toEqual([{ kind: 'error', title: 'Server error: 500', message: '' }]);
    expect(screen.queryByText(redirecting)).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(openWindow).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/email/public')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a double click on Apply now submits once', async () => {
    await openCardAndApply({ double: true });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await settle();
    expect(api.callsTo('PUT', '/api/applications/public')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/email/public')).toHaveLength(1);
    expect(openWindow).toHaveBeenCalledTimes(1);
  });
});

/** Drives useApply directly, kept mounted across the navigation to watch the overlay flag. */
function ApplyProbe({ choice }: { choice: ApplyChoice | null }) {
  const { apply, redirecting: overlay } = useApply('Card');
  return (
    <>
      <button type="button" onClick={() => apply(choice, () => undefined)}>
        apply
      </button>
      <p>{overlay ? 'overlay shown' : 'overlay hidden'}</p>
    </>
  );
}

const choice: ApplyChoice = { productId: 10 };

describe('useApply', () => {
  it.each([
    ['the e-mail is sent', ok({ id: 'm1', status: 'queued' })],
    ['the e-mail fails', { status: 503, body: { title: 'x', detail: 'y' } }],
  ] as const)('clears the overlay once done when %s', async (_, emailReply) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('POST', '/api/email/public', emailReply);
    renderStep(<ApplyProbe choice={choice} />, { seed, position: { step: 4, subStep: 0 }, stayMounted: true });
    fireEvent.click(screen.getByRole('button', { name: 'apply' }));
    await settle();
    expect(screen.getByText('overlay shown')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await settle();
    expect(screen.getByText(congratulationsText)).toBeInTheDocument();
    expect(screen.getByText('overlay hidden')).toBeInTheDocument();
  });

  it('without a routingUrl shows no overlay and does not leave, but still confirms by e-mail', async () => {
    api.on('PUT', '/api/applications/public', ok(submitted(10, 'Titanium', '')));
    renderStep(<ApplyProbe choice={choice} />, { seed, position: { step: 4, subStep: 0 }, stayMounted: true });
    fireEvent.click(screen.getByRole('button', { name: 'apply' }));
    await settle();
    expect(screen.getByText('overlay hidden')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(openWindow).not.toHaveBeenCalled();
    expect(screen.queryByText(congratulationsText)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/email/public')).toHaveLength(1);
  });

  it("with no card chosen gives 'Card Selection' and calls nothing", async () => {
    const { notices } = renderStep(<ApplyProbe choice={null} />, { seed, position: { step: 4, subStep: 0 }, stayMounted: true });
    fireEvent.click(screen.getByRole('button', { name: 'apply' }));
    expect(notices).toEqual([{ kind: 'error', title: 'Card Selection', message: 'Please select a card first to apply.' }]);
    expect(api.calls).toHaveLength(0);
  });
});
