import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderStep, type MockApi } from '@storefront/shared/testing';
import { home, supportPages } from '../../test-support/routes';

const fields = () => ({
  fullName: screen.getByLabelText('Full Name'),
  email: screen.getByLabelText('Email'),
  message: screen.getByLabelText('Message'),
  agreement: screen.getByRole('checkbox', { name: /I agree to the/ }),
  submit: screen.getByRole('button', { name: 'Submit' }),
});

let api: MockApi;
beforeEach(() => {
  api = mockApi({ 'POST /api/email/public': { status: 202, body: { id: 'mail-1', status: 'queued' } } });
});

describe('help and support form validation (spec section 5)', () => {
  it('shows every field text on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    await user.click(fields().submit);

    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms')).toBeInTheDocument();
    expect(fields().fullName).toHaveAccessibleDescription('Please enter your full name');
    expect(api.calls).toHaveLength(0);
  });

  it('treats a name and a message of spaces only as empty', async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });
    const { fullName, message, submit } = fields();

    await user.type(fullName, '   ');
    await user.type(message, '   ');
    await user.click(submit);

    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
  });

  it('rejects an e-mail that does not look like an address', async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    await user.type(fields().email, 'amina.khan@example');
    await user.click(fields().submit);

    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your email')).not.toBeInTheDocument();
  });

  it('rejects an e-mail on no public host (an IP literal, a bare host, localhost) and sends nothing', async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });
    await user.type(fields().fullName, 'Amina Khan');
    await user.type(fields().message, 'My card never arrived.');
    await user.click(fields().agreement);

    for (const address of [
      'amina@127.0.0.1',
      'amina@192.168.1.20',
      'amina@intranet',
      'amina@localhost',
      'amina@db.internal',
    ]) {
      await user.clear(fields().email);
      await user.type(fields().email, address);
      await user.click(fields().submit);
      expect([address, (await screen.findByText('Please enter a valid email')).textContent]).toEqual([
        address,
        'Please enter a valid email',
      ]);
    }
    expect(api.calls).toHaveLength(0);
  });

  it('keeps only letters and spaces in the name while typing', async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    await user.type(fields().fullName, "Amina K7han-O'Neil 2nd!");

    expect(fields().fullName).toHaveValue('Amina KhanONeil nd');
  });

  it('bounds the name at 100 characters and the message at 2000', async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    await user.click(fields().fullName);
    await user.paste('a'.repeat(150));
    await user.click(fields().message);
    await user.paste('m'.repeat(2100));

    expect(fields().fullName).toHaveValue('a'.repeat(100));
    expect(fields().message).toHaveValue('m'.repeat(2000));
  });

  it('clears each text as the visitor fixes the field', async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });
    await user.click(fields().submit);
    expect(await screen.findByText('Please agree to the terms')).toBeInTheDocument();

    await user.type(fields().fullName, 'Amina Khan');
    await user.type(fields().email, 'amina');
    await user.click(fields().agreement);

    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument();
    expect(screen.queryByText('Please agree to the terms')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
  });
});
