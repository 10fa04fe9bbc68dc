import { confirmationBody, confirmationSubject } from '../confirmation-email';

const details = {
  kind: 'Card' as const,
  to: 'a@example.com',
  customerName: 'Omar "O" <script>',
  applicationId: 9001,
  productName: 'Gold & Co',
  features: ['Cashback (Groceries)', '<b>Lounge</b>'],
};

describe('the confirmation e-mail', () => {
  it('has the subject of the product', () => {
    expect(confirmationSubject('Card')).toBe('Your Credit Card Application Received');
    expect(confirmationSubject('Loan')).toBe('Your Loan Application Received');
  });

  it('holds the name, application id, product, features and estimate, every value escaped', () => {
    const body = confirmationBody(details);
    expect(body).toContain('Omar &quot;O&quot; &lt;script&gt;');
    expect(body).toContain('9001');
    expect(body).toContain('Gold &amp; Co');
    expect(body).toContain('<li>Cashback (Groceries)</li>');
    expect(body).toContain('<li>&lt;b&gt;Lounge&lt;/b&gt;</li>');
    expect(body).toContain('Estimated processing time: 3-4 working days.');
    expect(body).not.toContain('<script>');
  });

  it('names the loan and leaves out an empty feature list', () => {
    const body = confirmationBody({ ...details, kind: 'Loan', features: [] });
    expect(body).toContain('loan application');
    expect(body).not.toContain('<ul>');
  });
});
