import { helpRequestEmail } from '../help-request-email';

describe('the help request e-mail (spec section 7)', () => {
  const email = helpRequestEmail({
    fullName: '  Amina Khan ',
    email: ' amina@example.com ',
    message: 'Line one\n<script>alert(1)</script>',
  });

  it('goes to the visitor, without images, with the spec subject', () => {
    expect(email).toMatchObject({
      to: 'amina@example.com',
      containImages: false,
      subject: 'Help & Support Request Received',
    });
  });

  it('confirms receipt with the reply promise and the visitor’s own words, escaped', () => {
    expect(email.body).toContain('Dear Amina Khan,');
    expect(email.body).toContain('our team aims to respond within 2-3 business days');
    expect(email.body).toContain('amina@example.com');
    expect(email.body).toContain('Line one\n&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.body).not.toContain('<script>');
    expect(email.body).toContain('Help &amp; Support Request Received');
  });
});
