import { mockApi, setTestRuntimeConfig } from '@storefront/shared/testing';
import type { EmailRequest } from '@storefront/shared';
import { confirmationSubject, sendConfirmationEmail } from '../confirmation-email';

describe('the confirmation e-mail call', () => {
  it('has the subject of the product', () => {
    expect(confirmationSubject('Card')).toBe('Your Credit Card Application Received');
    expect(confirmationSubject('Loan')).toBe('Your Loan Application Received');
  });

  it("asks the API for the loan's confirmation, to the customer's address, with no markup of its own", async () => {
    setTestRuntimeConfig();
    const api = mockApi({ 'POST /api/email/public': { status: 202, body: { id: 'r1', status: 'queued' } } });
    await expect(sendConfirmationEmail({ kind: 'Loan', to: 'omar@example.com' })).resolves.toEqual({ id: 'r1', status: 'queued' });
    expect(api.calls.map((c) => c.body as EmailRequest)).toEqual([
      { to: 'omar@example.com', containImages: false, subject: 'Your Loan Application Received', body: 'Your Loan Application Received' },
    ]);
  });
});
