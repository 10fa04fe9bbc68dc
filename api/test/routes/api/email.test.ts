/** POST /api/email/public: what the mail endpoint refuses (mail delivery: domain/mail-delivery.test.ts, security/mail.test.ts). */
import { describeOnEngines, refusesBadInput } from '../../support/route-kit';

describeOnEngines('e-mail requests', (api) => {
  refusesBadInput(api, [
    ['email: unknown subject', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com', containImages: false, subject: 'Cheap watches', body: '<p>Hi</p>' } }), 400, /body\/subject/],
    ['email: header injection in subject', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com', containImages: false, subject: 'Help & Support Request Received\r\nBcc: x@evil.com', body: '<p>Hi</p>' } }), 400, /body\/subject/],
    ['email: header injection in address', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com\r\nBcc: x@evil.com', containImages: false, subject: 'Help & Support Request Received', body: '<p>Hi</p>' } }), 400, /body\/to/],
    ['email: help request without the name', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com', containImages: false, subject: 'Help & Support Request Received', body: 'x', message: 'Hi' } }), 400, /body\/name/],
    ['email: missing body', () => ({ method: 'POST', url: '/api/email/public', payload: { to: 'sara@example.com', containImages: false, subject: 'Help & Support Request Received' } }), 400, /body\/body/],
  ]);
});
