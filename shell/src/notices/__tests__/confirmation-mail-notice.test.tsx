import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from '@storefront/shared/router';
import { mailSubjects, sendEmail, useApplication, useConfirmationMail, wizardProgressState } from '@storefront/shared';
import { ok, type MockApi, type Reply } from '@storefront/shared/testing';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { answerMarkets } from '../../test-support/markets';
import { keepJourneyInTab, testIds } from '../../test-support/journey';
import { testSteps } from '../../test-support/test-steps';

const failedTitle = 'Your confirmation e-mail could not be sent';
const failedText = (reason: string) =>
  `${reason}. Your application is submitted; the e-mail with its reference can be sent again.`;
const sentText = 'Your confirmation e-mail has been sent.';
const confirmation = {
  to: 'sara@example.com',
  containImages: false,
  subject: mailSubjects.cardConfirmation,
  body: mailSubjects.cardConfirmation,
};

// Taken when the file loads, before any spy.
const consoleError = console.error.bind(console);
const failureLog = 'Sending the confirmation e-mail failed';

let api: MockApi;
let logged: jest.SpyInstance;
/** What the e-mail call answers next. */
let emailReply: Reply;
let applicationStatus: 'Created' | 'Submitted';
/** Waits for the page on a busy machine: the first render also loads the page's chunks. */
const patience = { timeout: 30_000 };
/** How many confirmation calls have been answered (or failed) in the page. */
let answeredCalls = 0;

/**
 * Step 4 as the recommendations remote applies: the application is submitted, the visitor is taken
 * to /congratulations, then the confirmation call goes out through the shared confirmation-mail state.
 */
function ApplyingStep() {
  const navigate = useNavigate();
  const { customerEmail } = useApplication();
  const { send } = useConfirmationMail();
  const apply = () => {
    applicationStatus = 'Submitted';
    navigate('/congratulations');
    void send(() => sendEmail({ ...confirmation, to: customerEmail! }).finally(() => (answeredCalls += 1)));
  };
  return (
    <button type="button" onClick={apply}>
      Apply now
    </button>
  );
}

beforeEach(() => {
  quietExpectedRemoteErrors();
  // The failure's log line is expected (the spec's 'only logged' stays); anything else is shown.
  logged = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] !== failureLog) consoleError(...args);
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  applicationStatus = 'Created';
  answeredCalls = 0;
  emailReply = ok({ id: 'm1', status: 'queued' });
  api = answerMarkets();
  api.on('GET', `/api/applications/public/${testIds.applicationId}`, () =>
    ok({ applicationId: testIds.applicationId, status: applicationStatus }),
  );
  api.on('POST', '/api/email/public', () => emailReply);
});

afterEach(() => jest.restoreAllMocks());

/** A UAE card journey at its offers; 'Apply now' pressed, the visitor on /congratulations. */
async function applyAndLand() {
  keepJourneyInTab({ furthest: { step: 4, subStep: 0 } });
  const steps = {
    ...testSteps(() => ({ type: 'advance' })),
    'mfe_recommendations/CardRecommendationsStep': ApplyingStep,
  };
  const view = renderStorefront('/apply/offers', { consent: true, loader: fakeLoader(steps).loader });
  const apply = await screen.findByRole('button', { name: 'Apply now' }, patience);
  act(() => fireEvent.click(apply));
  await screen.findByRole('heading', { name: 'Congratulations!' }, patience);
  await waitFor(() => expect(api.callsTo('POST', '/api/email/public')).toHaveLength(1), patience);
  return view;
}

/** The failure's notice, an alert, once it shows. */
async function failureNotice(): Promise<HTMLElement> {
  const title = await screen.findByText(failedTitle, {}, patience);
  return title.closest<HTMLElement>('[role="alert"]')!;
}

describe('the confirmation e-mail', () => {
  it.each([
    [
      'the API answers an error',
      { status: 503, body: { title: 'Service Unavailable', detail: 'x' } } as Reply,
      'Server error: 503',
    ],
    ['no answer comes', 'network-error' as Reply, 'No response from server'],
  ])('when %s, /congratulations says it could not be sent, why, and offers Try again', async (_, reply, reason) => {
    emailReply = reply;
    const view = await applyAndLand();
    const notice = await failureNotice();
    expect(within(notice).getByText(failedText(reason))).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(view.router.state.location.pathname).toBe('/congratulations');
    expect(wizardProgressState.read().submitted).toBe(true);
    // Still logged, as the spec asks.
    expect(logged).toHaveBeenCalledWith(failureLog, expect.anything());
  });

  it('Try again sends the same call: a failure again keeps the notice and the retry, a success says the e-mail was sent', async () => {
    const user = userEvent.setup();
    emailReply = { status: 500, body: { title: 'Internal Server Error', detail: 'x' } };
    await applyAndLand();
    let notice = await failureNotice();

    // Pressed with the keyboard; the API still fails.
    within(notice).getByRole('button', { name: 'Try again' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/email/public')).toHaveLength(2), patience);
    notice = await failureNotice();
    await waitFor(
      () => expect(within(notice).getByRole('button', { name: 'Try again' })).not.toHaveClass('ant-btn-loading'),
      patience,
    );
    expect(within(notice).getByText(failedText('Server error: 500'))).toBeInTheDocument();

    emailReply = ok({ id: 'm1', status: 'queued' });
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    const sent = await screen.findByText(sentText, {}, patience);
    expect(sent.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(failedTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // The focus the vanished button had goes to the message.
    expect(sent.closest('.sf-mail-notice')).toHaveFocus();
    const calls = api.callsTo('POST', '/api/email/public');
    expect(calls).toHaveLength(3);
    for (const call of calls) expect(call.body).toEqual(confirmation);

    // Closed once read.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(sentText)).not.toBeInTheDocument(), patience);
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
  });

  it("sent at once, as in the spec's journey: /congratulations shows nothing more", async () => {
    await applyAndLand();
    // The call has been answered and the page has rendered what follows from it.
    await waitFor(() => expect(answeredCalls).toBe(1), patience);
    await act(async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve();
    });
    expect(screen.queryByText(failedTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(sentText)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalledWith(failureLog, expect.anything());
  });
});
