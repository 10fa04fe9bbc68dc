import { screen } from '@testing-library/react';
import { mockApi, renderStep } from '@storefront/shared/testing';
import PersonalInfoStep from '../personal-info-step';

// In a file of its own: the loaded phone field is kept for the page's life, so only the first
// mount of a fresh module registry shows the empty country list.
describe('Step 0, Personal Information: what it shows', () => {
  it('shows the title, and the loading dots until the phone country list has loaded', async () => {
    mockApi({});
    renderStep(<PersonalInfoStep />);
    expect(screen.getByRole('heading', { name: "Let's get to know you" })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    for (const label of ['Email', 'Phone Number', 'Merchant / Promo Code']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });
});
