import { screen } from '@testing-library/react';
import { mockApi, renderStep } from '@storefront/shared/testing';
import PersonalInfoStep from '../personal-info-step';
import { resetPersonalForm } from '../personal-form-store';

beforeEach(() => {
  resetPersonalForm();
  mockApi({ 'GET /api/markets/public/pk': { body: { country: 'pk', productTypes: ['Card', 'Loan'], bonus: { amount: 5000, currency: 'PKR', lockDays: 30 } } } });
});

it('says why each detail is asked and that nothing touches the credit record, with the privacy policy one tap away', async () => {
  renderStep(<PersonalInfoStep />);
  const why = await screen.findByText(/Nothing here touches your credit record\./);
  expect(why).toHaveTextContent(
    'Your name and phone let the bank recognise you and call you about your application; your e-mail brings its confirmation.',
  );
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});
