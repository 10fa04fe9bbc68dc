import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorProfile, SessionState } from '@storefront/shared/contract';
import { ConsoleApp } from '../../app/console-app';
import { renderConsole } from '../../test-support/render-console';
import { fakeOperatorApi } from '../../test-support/fake-operator-api';

const admin: OperatorProfile = {
  id: 1,
  email: 'admin@example.com',
  role: 'admin',
  disabled: false,
  enrolled: true,
  createdAt: '2026-12-01T09:00:00.000Z',
};
const signedOut: SessionState = { stage: 'signed-out', csrfToken: 'token-1' };
const enrolment = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,AAAA' };

describe('signing in to the console', () => {
  beforeEach(() => window.history.pushState({}, '', '/'));

  it('enrols the second factor at the first sign-in: QR code and secret shown, the code confirmed with the CSRF token', async () => {
    let session: SessionState = signedOut;
    const api = fakeOperatorApi({
      'GET /session': () => ({ body: session }),
      'POST /session/password': () => {
        session = { stage: 'enrol', csrfToken: 'token-2' };
        return { body: { ...session, enrolment } };
      },
      'POST /session/totp': () => {
        session = { stage: 'signed-in', csrfToken: 'token-3', operator: admin };
        return { body: session };
      },
      'GET /operators': { body: { operators: [admin] } },
    });
    const user = userEvent.setup();
    renderConsole(<ConsoleApp />);

    await user.type(await screen.findByLabelText('E-mail'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Set up your second factor' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', enrolment.qrDataUrl);
    expect(screen.getByText(enrolment.secret)).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Operators' })).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/session/password', body: { email: 'admin@example.com', password: 'correct horse battery' }, csrf: 'token-1' },
      { method: 'POST', path: '/session/totp', body: { code: '123456' }, csrf: 'token-2' },
    ]);
  });

  it("shows the API's refusal of a password and stays on the sign-in form", async () => {
    fakeOperatorApi({
      'GET /session': { body: signedOut },
      'POST /session/password': { status: 401, body: { title: 'E-mail or password is wrong', code: 'operator.sign-in-failed' } },
    });
    const user = userEvent.setup();
    renderConsole(<ConsoleApp />);

    await user.type(await screen.findByLabelText('E-mail'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail or password is wrong');
    expect(screen.getByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
  });

  it('asks an enrolled operator for the code only, and a wrong code is refused in place', async () => {
    fakeOperatorApi({
      'GET /session': { body: { stage: 'totp', csrfToken: 'token-2' } },
      'POST /session/totp': { status: 401, body: { title: 'The code is not valid', code: 'operator.code-invalid' } },
    });
    const user = userEvent.setup();
    renderConsole(<ConsoleApp />);

    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid');
  });
});
