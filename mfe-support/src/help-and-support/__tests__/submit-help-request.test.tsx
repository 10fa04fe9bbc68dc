import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { EmailRequest } from '@storefront/shared';
import { deferred, mockApi, renderStep, type Reply } from '@storefront/shared/testing';
import { home, homeMarker, supportPages } from '../../test-support/routes';

const visitor = {
  fullName: 'Amina Khan',
  // Valid, and full of characters an HTML mail must escape (the API does).
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

const emailKey = 'POST /api/email/public';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('submitting a help request', () => {
  it('sends the help request e-mail, shows the success dialog and resets the form', async () => {
    const api = mockApi({ [emailKey]: { status: 202, body: { id: 'mail-1', status: 'queued' } } });
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Inquiry Submitted' });
    expect(
      within(dialog).getByText(
        'Your inquiry has been submitted successfully. Our team aims to respond within 2-3 business days.',
      ),
    ).toBeInTheDocument();

    expect(api.calls).toHaveLength(1);
    const [request] = api.calls;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api/email/public');
    // The visitor's words as plain text: the API writes the mail and escapes them there.
    expect(request.body as EmailRequest).toEqual({
      to: visitor.email,
      containImages: false,
      subject: 'Help & Support Request Received',
      body: 'Help & Support Request Received',
      name: visitor.fullName,
      message: visitor.message,
    });

    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked();
    // A reset form is a fresh form: no validation texts until the next submit.
    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each<[string, Reply, string]>([
    ['the server answers 500', { status: 500, body: { title: 'Internal Server Error', detail: 'boom' } }, 'Server error: 500'],
    ['the network fails', 'network-error', 'No response from server'],
  ])('says sending failed and why, and keeps what was typed, when %s; Try again sends it', async (_case, answer, reason) => {
    const api = mockApi({ [emailKey]: answer });
    const user = userEvent.setup();
    const { notices } = renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent');
    expect(alert).toHaveTextContent(`${reason}. What you typed is kept: please try again.`);
    expect(consoleError).toHaveBeenCalled();
    expect(api.calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notices).toEqual([]);
    expectFormKeepsValues();

    api.on('POST', '/api/email/public', { status: 202, body: { id: 'mail-1', status: 'queued' } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Inquiry Submitted' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1].body).toEqual(api.calls[0].body);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a second failure after Submit again still says so', async () => {
    mockApi({ [emailKey]: 'network-error' });
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No response from server');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No response from server');
    expectFormKeepsValues();
  });

  it('disables Submit while sending, so a second press sends nothing more', async () => {
    const answer = deferred<Reply>();
    const api = mockApi({ [emailKey]: () => answer.promise });
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const submit = screen.getByRole('button', { name: /Submit/ });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(api.calls).toHaveLength(1);

    answer.resolve({ status: 202, body: { id: 'mail-1', status: 'queued' } });
    expect(await screen.findByRole('dialog', { name: 'Inquiry Submitted' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("goes home with 'Back to Home'", async () => {
    mockApi({ [emailKey]: { status: 202, body: {} } });
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));

    expect(screen.getByText(homeMarker)).toBeInTheDocument();
  });
});

describe('submitting a complaint', () => {
  it('sends the message as a complaint and shows the reference the API gave it', async () => {
    const api = mockApi({ [emailKey]: { status: 202, body: { id: 'mail-2', status: 'queued', reference: 'CP-7KQ4M2XD' } } });
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    const choice = screen.getByRole('radiogroup');
    expect(within(choice).getByRole('radio', { name: 'A question' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'A complaint' }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Complaint Recorded' });
    expect(within(dialog).getByText('CP-7KQ4M2XD')).toBeInTheDocument();
    expect(within(dialog).getByText(/Quote its reference whenever you write to us about it/)).toBeInTheDocument();
    expect((api.calls[0].body as EmailRequest).kind).toBe('complaint');
    // The form starts again as a question.
    expect(within(screen.getByRole('radiogroup')).getByRole('radio', { name: 'A question' })).toBeChecked();
  });
});
