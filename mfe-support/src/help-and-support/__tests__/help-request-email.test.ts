import { helpRequestEmail } from '../help-request-email';

describe('the help request call (spec section 7)', () => {
  it("asks the API for the help mail to the visitor's address, with their name and message as typed", () => {
    const request = helpRequestEmail({
      fullName: '  Amina Khan ',
      email: ' amina@example.com ',
      message: ' Line one\n<b>two</b> ',
    });
    expect(request).toEqual({
      to: 'amina@example.com',
      containImages: false,
      subject: 'Help & Support Request Received',
      body: 'Help & Support Request Received',
      name: 'Amina Khan',
      message: 'Line one\n<b>two</b>',
    });
  });
});
