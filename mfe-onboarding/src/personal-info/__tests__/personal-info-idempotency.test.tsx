import { screen } from '@testing-library/react';
import { mockApi, renderStep } from '@storefront/shared/testing';
import userEvent from '@testing-library/user-event';
import PersonalInfoStep from '../personal-info-step';
import { resetPersonalForm } from '../personal-form-store';

/**
 * Step 0's customer create carries an Idempotency-Key of its submission: Next again on the same
 * details (after a lost answer) sends the same key, so the API answers the customer the first
 * call made; changed details send a new key.
 */
const profileKey = 'POST /api/customer-profiles/public';
const profile = {
  customerId: '6c1d7a0e-2b4f-4e8a-9c3d-5f7a9b1c3e41', name: 'Amina Khan', email: 'amina@example.com',
  mobileNumber: '+923001234567', promoCode: '1-7-other', accessToken: 'k'.repeat(43),
};

beforeEach(() => resetPersonalForm());

it('sends one Idempotency-Key for the retries of a submission and a new one for changed details', async () => {
  let answered = 0;
  const api = mockApi({
    'GET /api/markets/public/pk': { body: { country: 'pk', productTypes: ['Card', 'Loan'], bonus: { amount: 200, currency: 'PKR' } } },
    // The first two answers are lost on the way back.
    [profileKey]: () => (++answered <= 2 ? 'network-error' : { status: 201, body: profile }),
  });
  const step = renderStep(<PersonalInfoStep />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full Name'), 'Amina Khan');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '3001234567');

  expect(await step.next()).toEqual({ type: 'stay' });
  expect(await step.next()).toEqual({ type: 'stay' });
  await user.type(screen.getByLabelText('Full Name'), 'a');
  expect(await step.next()).toEqual({ type: 'advance' });

  const keys = api.callsTo(profileKey).map((call) => call.headers['Idempotency-Key']);
  expect(keys).toHaveLength(3);
  // What the API accepts as a key: 16 to 255 visible ASCII characters.
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  expect(api.callsTo(profileKey).map((call) => (call.body as { name: string }).name)).toEqual(['Amina Khan', 'Amina Khan', 'Amina Khana']);
});
