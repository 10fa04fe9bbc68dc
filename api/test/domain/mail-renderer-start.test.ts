import { createMailRenderer } from '../../src/mail/render';

/**
 * With its templates compiled (as `npm run build -w api` does, and the tests' global set-up), the
 * API's renderer starts without loading MJML at all, and renders its mails from that HTML.
 */
jest.mock('mjml', () => {
  throw new Error('MJML was loaded');
});

it('the renderer starts and renders a mail without MJML', () => {
  const renderer = createMailRenderer({ storefrontUrl: 'https://storefront.example' });
  const mail = renderer.help({ language: 'en', name: 'Sara Khan', email: 'sara@example.ae', message: 'Which card has no annual fee?' });
  expect(mail.html).toContain('Which card has no annual fee?');
});
