import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { escapeHtml, type EmailRequest } from '@storefront/shared';
import { installFakeFetch, jsonResponse, removeFakeFetch, type FakeResponse } from '../../test-support/fake-fetch';
import { homeMarker, renderRoutes } from '../../test-support/render-routes';

const visitor = {
  fullName: 'Amina Khan',
  // Valid, and full of characters an HTML body must escape.
  email: "amina&o'neil@example.com",
  message: 'My <b>card</b> offer & the "bonus" did not show.',
};

async function fillIn(user: UserEvent) {
  // Pasted rather than typed: typing is covered by the validation tests, and is slow here.
  await user.click(screen.getByLabelText('Full Name'));
  await user.paste(visitor.fullName);
  await user.click(screen.getByLabelText('Email'));
  await user.paste(visitor.email);
  await user.click(screen.getByLabelText('Message'));
  await user.paste(visitor.message);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

function expectFormKeepsValues() {
  expect(screen.getByLabelText('Full Name')).toHaveValue(visitor.fullName);
  expect(screen.getByLabelText('Email')).toHaveValue(visitor.email);
  expect(screen.getByLabelText('Message')).toHaveValue(visitor.message);
  expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked();
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  removeFakeFetch();
});

describe('submitting a help request', () => {
  it('sends the help request e-mail, shows the success dialog and resets the form', async () => {
    const fake = installFakeFetch(async () => jsonResponse(202, { id: 'mail-1', status: 'queued' }));
    const user = userEvent.setup();
    renderRoutes(['/help-and-support']);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Inquiry Submitted' });
    expect(
      within(dialog).getByText(
        'Your inquiry has been submitted successfully. Our team aims to respond within 2-3 business days.',
      ),
    ).toBeInTheDocument();

    expect(fake.sent).toHaveLength(1);
    const [request] = fake.sent;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/email/public');
    const email = request.body as EmailRequest;
    expect(email).toMatchObject({
      to: visitor.email,
      containImages: false,
      subject: 'Help & Support Request Received',
    });
    expect(email.body).toContain(escapeHtml(visitor.fullName));
    expect(email.body).toContain('amina&amp;o&#39;neil@example.com');
    expect(email.body).toContain('My &lt;b&gt;card&lt;/b&gt; offer &amp; the &quot;bonus&quot; did not show.');
    expect(email.body).not.toContain('<b>card</b>');

    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked();
    // A reset form is a fresh form: no validation texts until the next submit.
    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['the server answers 500', async () => jsonResponse(500, { title: 'Internal Server Error', detail: 'boom' })],
    ['the network fails', async (): Promise<FakeResponse> => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows no message and keeps what was typed when %s', async (_case, answer) => {
    const fake = installFakeFetch(answer);
    const user = userEvent.setup();
    renderRoutes(['/help-and-support']);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(fake.sent).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Server error|No response from server|submitted successfully/)).not.toBeInTheDocument();
    expectFormKeepsValues();
  });

  it('disables Submit while sending, so a second press sends nothing more', async () => {
    let answer!: (response: FakeResponse) => void;
    const fake = installFakeFetch(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderRoutes(['/help-and-support']);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const submit = screen.getByRole('button', { name: /Submit/ });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(fake.sent).toHaveLength(1);

    answer(jsonResponse(202, { id: 'mail-1', status: 'queued' }));
    expect(await screen.findByRole('dialog', { name: 'Inquiry Submitted' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("goes home with 'Back to Home'", async () => {
    installFakeFetch(async () => jsonResponse(202, {}));
    const user = userEvent.setup();
    renderRoutes(['/help-and-support']);

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));

    expect(screen.getByText(homeMarker)).toBeInTheDocument();
  });
});
