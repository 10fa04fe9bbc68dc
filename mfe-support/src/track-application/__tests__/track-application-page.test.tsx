import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { activateLanguage, type ApplicationTimeline, type TrackingSession } from '@storefront/shared';
import { antdTextsLoaded, latinWordsShown, mockApi, renderStep, visitIn } from '@storefront/shared/testing';
import { home, supportPages } from '../../test-support/routes';

const codesKey = 'POST /api/tracking/public/codes';
const sessionsKey = 'POST /api/tracking/public/sessions';
const timelineKey = 'GET /api/tracking/public/timeline';

const timeline: ApplicationTimeline = {
  reference: 'SF-7KQ4M2XD',
  productType: 'Card',
  productName: 'Cashback Plus',
  bankName: 'Gulf Bank',
  country: 'ae',
  status: 'Approved',
  events: [
    { status: 'Submitted', at: '2026-12-01T08:00:00Z' },
    { status: 'Approved', at: '2026-12-03T09:30:00Z', reason: 'Income verified' },
  ],
  bonus: { state: 'pending', amount: 200, currency: 'AED', pendingUntil: '2027-01-02T09:30:00Z' },
};
const session: TrackingSession = { trackingToken: 'tok-1', expiresAt: '2026-12-07T02:00:00Z', timeline };
const codeInvalid = {
  status: 422,
  body: { type: 'about:blank', title: 'Code not valid', status: 422, detail: 'The code is wrong or has expired.', code: 'tracking.code-invalid' },
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  consoleError.mockRestore();
  await act(() => activateLanguage('en', 'ae'));
});

function openPage() {
  renderStep(home, { ...supportPages, initialEntries: ['/track-application'] });
}

async function askForCode(user: UserEvent, reference = ' sf-7kq4m2xd ', email = 'amina@example.com') {
  await user.type(await screen.findByLabelText('Application reference'), reference);
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
}

const neutralAnswer =
  'If the reference and address match an application, we have sent a code to amina@example.com. It works for 10 minutes.';

describe('Track my application', () => {
  it('says which field is missing or malformed, and asks for no code until both are right', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Please enter your application reference')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();

    await askForCode(user, 'SF-7KQ4M2X0', 'amina@localhost');
    expect(
      await screen.findByText('Please enter the reference as it is in your e-mail, for example SF-7KQ4M2XD'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Application reference')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for a code, answers neutrally, and with the code shows the timeline: the approval with its reason and the pending bonus', async () => {
    const api = mockApi({ [codesKey]: { status: 202, body: { sent: true } }, [sessionsKey]: { status: 200, body: session } });
    const user = userEvent.setup();
    openPage();
    await askForCode(user);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(neutralAnswer);
    expect(api.calls[0].body).toEqual({ reference: 'SF-7KQ4M2XD', email: 'amina@example.com' });
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();

    await user.type(code, '12 34 56');
    await user.click(screen.getByRole('button', { name: 'Show my application' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Your application SF-7KQ4M2XD' });
    expect(heading).toHaveFocus();
    expect(api.calls[1].body).toEqual({ reference: 'SF-7KQ4M2XD', email: 'amina@example.com', code: '123456' });
    expect(screen.getByText('Cashback Plus from Gulf Bank')).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(screen.getByText('1 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Approved by Gulf Bank')).toBeInTheDocument();
    expect(screen.getByText('3 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Gulf Bank’s reason: Income verified')).toBeInTheDocument();
    const bonus = screen.getByRole('region', { name: /Your bonus/ });
    expect(within(bonus).getByText('Pending')).toBeInTheDocument();
    expect(bonus).toHaveTextContent(
      'Your AED 200 bonus is pending until 2 January 2027. It is confirmed then, unless the approval is withdrawn.',
    );
  });

  it('a wrong or expired code: says so without counting tries, and offers a new code once the wait is over', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const api = mockApi({ [codesKey]: { status: 202, body: { sent: true } }, [sessionsKey]: codeInvalid });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      openPage();
      await askForCode(user);
      await user.type(await screen.findByLabelText('6-digit code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Show my application' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'This code is not right or has expired. Check the latest e-mail from us, or ask for a new code.',
      );
      const resend = within(alert).getByRole('button', { name: 'Send a new code' });
      expect(resend).toBeDisabled();
      act(() => jest.advanceTimersByTime(30_000));
      await waitFor(() => expect(resend).toBeEnabled());
      await user.click(resend);
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'If the reference and address match an application, we have sent a new code to amina@example.com. It works for 10 minutes; earlier codes no longer work.',
        ),
      );
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([codesKey, sessionsKey, codesKey]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the API down: the spec’s words for it, and the details kept for another try', async () => {
    const api = mockApi({ [codesKey]: 'network-error' });
    const user = userEvent.setup();
    openPage();
    await askForCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('No response from server. Please try again.');
    expect(screen.getByLabelText('Application reference')).toHaveValue(' sf-7kq4m2xd ');
    expect(api.calls).toHaveLength(1);
  });

  it('a session that has ended: back to the details with a note to ask for a new code', async () => {
    mockApi({
      [codesKey]: { status: 202, body: { sent: true } },
      [sessionsKey]: { status: 200, body: session },
      [timelineKey]: { status: 404, body: { type: 'about:blank', title: 'Not found', status: 404, detail: 'x', code: 'tracking.session-not-found' } },
    });
    const user = userEvent.setup();
    openPage();
    await askForCode(user);
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Show my application' }));
    await screen.findByRole('heading', { level: 2, name: 'Your application SF-7KQ4M2XD' });
    // Another language reads the timeline again with the token, which has expired.
    await act(() => activateLanguage('ar', 'ae'));
    expect(await screen.findByText('انتهت جلسة التتبّع. اطلب رمزًا جديدًا لترى طلبك مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByLabelText('الرقم المرجعي للطلب')).toHaveValue('SF-7KQ4M2XD');
  });

  it('in Arabic: the timeline and bonus in Arabic, the reference and address left to right', async () => {
    await visitIn('ar', 'ae');
    const api = mockApi({ [codesKey]: { status: 202, body: { sent: true } }, [sessionsKey]: { status: 200, body: session } });
    const user = userEvent.setup();
    openPage();
    await antdTextsLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'تتبّع طلبي' })).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
    await user.type(screen.getByLabelText('الرقم المرجعي للطلب'), 'SF-7KQ4M2XD');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'أرسل لي رمزًا' }));
    await user.type(await screen.findByLabelText('الرمز المكوّن من 6 أرقام'), '123456');
    await user.click(screen.getByRole('button', { name: 'اعرض طلبي' }));

    await screen.findByText('تمت الموافقة من Gulf Bank');
    expect(api.calls[1].headers['Accept-Language']).toBe('ar');
    const bonus = screen.getByRole('region', { name: /مكافأتك/ });
    expect(within(bonus).getByText('قيد الانتظار')).toBeInTheDocument();
    expect(bonus).toHaveTextContent('مكافأتك البالغة');
    expect(bonus).toHaveTextContent('2 يناير 2027');
    const heading = screen.getByRole('heading', { level: 2, name: /طلبك/ });
    expect(heading.querySelector('bdi[dir="ltr"]')).toHaveTextContent('SF-7KQ4M2XD');
    // Only the bank's own words (its names, its reason) and the reference stay in Latin letters.
    const own = /^(SF|KQ|XD|Gulf|Bank|Cashback|Plus|Income|verified)+$/;
    expect(latinWordsShown().filter((word) => !own.test(word))).toEqual([]);
  });
});
