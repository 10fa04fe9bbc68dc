import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivacyContent } from '@storefront/shared';
import { mockApi, renderStep } from '@storefront/shared/testing';
import { home, supportPages } from '../../test-support/routes';

const privacy: PrivacyContent = {
  privacy_info: [
    {
      title: 'What we collect',
      contents: ['Your name, e-mail and phone number.', 'Your answers to screening questions.'],
    },
    { contents: ['An untitled closing paragraph.'] },
  ],
};

const privacyKey = 'GET /content/privacy.json';

describe('the privacy policy dialog of the help form', () => {
  it('loads the policy only when opened, and shows its sections', async () => {
    const api = mockApi({ [privacyKey]: { body: privacy } });
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));

    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(await within(dialog).findByRole('heading', { name: 'What we collect' })).toBeInTheDocument();
    expect(within(dialog).getByText('Your answers to screening questions.')).toBeInTheDocument();
    expect(within(dialog).getByText('An untitled closing paragraph.')).toBeInTheDocument();
    expect(api.calls.map((request) => request.url)).toEqual(['/content/privacy.json']);
    // The link sits in the checkbox's label; opening the policy is not agreeing to it.
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked();

    // The corner cross is also named Close; the footer button is the last one.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a retry when the policy cannot be loaded', async () => {
    let fail = true;
    mockApi({ [privacyKey]: () => (fail ? { status: 503, body: {} } : { body: privacy }) });
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });

    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(
      await within(dialog).findByText('The privacy policy could not be loaded. Please try again later.'),
    ).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'What we collect' })).toBeInTheDocument();
  });
});
