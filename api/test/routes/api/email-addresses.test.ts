/**
 * The two routes that take an e-mail address, a customer profile's `email` and a mail's `to`,
 * accept only an address on a public host: an IP literal, a bare host name, `localhost` and the
 * other names kept for private or test use are refused as an invalid address (400,
 * customer.email-invalid), and nothing is stored or queued.
 */
import { mobileNumberFor } from '../../support/helpers';
import { helpRequest, subjects } from '../../support/mail-kit';
import { describeOnEngines, expectProblem } from '../../support/route-kit';

const onNoPublicHost = [
  'sara@127.0.0.1', 'sara@10.1.2.3', 'sara@[127.0.0.1]', 'sara@[IPv6:::1]', 'sara@0x7f.1', 'sara@localhost', 'sara@intranet',
  'sara@mail.localhost', 'sara@printer.local', 'sara@db.internal', 'sara@shop.test', 'sara@x.invalid', 'sara@router.home.arpa',
];
const onPublicHosts = ['sara.ahmed@mail.example.ae', "o'brien+shop@example.com", 'amina@xn--mgbh0fb.xn--mgberp4a5d4ar'];

describeOnEngines('e-mail addresses', (api) => {
  const createCustomer = (email: string) =>
    api.call({
      method: 'POST', url: '/api/customer-profiles/public', country: 'AE',
      payload: { name: 'Sara Ahmed', email, mobileNumber: mobileNumberFor('AE'), promoCode: '' },
    });
  const mails = (to: string) => [helpRequest(to), { to, containImages: false, subject: subjects.card, body: 'x' }];

  it.each(onNoPublicHost)('refuses %s as a customer e-mail and a mail recipient, and stores nothing', async (address) => {
    const before = await api.rowCounts();
    expectProblem(await createCustomer(address), 400, /^body\/email must match format "email"$/, 'customer.email-invalid');
    for (const payload of mails(address)) {
      const res = await api.call({ method: 'POST', url: '/api/email/public', payload });
      expectProblem(res, 400, /^body\/to must match format "email"$/, 'customer.email-invalid');
    }
    expect(await api.rowCounts()).toEqual(before);
  });

  it.each(onPublicHosts)('accepts %s as a customer e-mail and a mail recipient', async (address) => {
    expect((await createCustomer(address)).status).toBe(201);
    for (const payload of mails(address)) expect((await api.call({ method: 'POST', url: '/api/email/public', payload })).status).toBe(202);
  });
});
