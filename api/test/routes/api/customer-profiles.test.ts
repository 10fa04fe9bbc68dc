/**
 * POST /api/customer-profiles/public: the customer of the visitor's market (X-Country-Key), with
 * the name as typed, the E.164 number of that country and the promo code of a known merchant.
 */
import { sql } from 'drizzle-orm';
import { describeOnEngines, expectProblem, refusesBadInput, type Json } from '../../support/route-kit';

const long = 'x'.repeat(5000);
const header = (country: string) => (country === 'pk' ? {} : { 'x-country-key': country.toUpperCase() });

describeOnEngines('customer profiles', (api) => {
  const createCustomer = (country: string, name: string, mobileNumber: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/customer-profiles/public',
      headers: header(country),
      payload: { name, email: `visitor.${country}@example.com`, mobileNumber, promoCode: '' },
    });

  async function storedCustomers(email: string) {
    const result = (await api.app.db.execute(
      sql`select name, country, mobile_number as "mobileNumber" from customers where email = ${email}`,
    )) as unknown as { rows: { name: string; country: string; mobileNumber: string }[] };
    return result.rows;
  }

  it.each([
    ['pk', 'عائشہ صدیقی', '+923001234567'],
    ['ae', 'مُحَمَّد آل مكتوم', '+971501234567'],
    ['sa', 'Noor Al-Mansoori', '+966501234567'],
  ])('%s: stores the name as typed and the E.164 number of the country', async (country, name, mobileNumber) => {
    const res = await createCustomer(country, `  ${name} `, mobileNumber);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name, mobileNumber });
    expect(await storedCustomers(`visitor.${country}@example.com`)).toEqual([{ name, country, mobileNumber }]);
  });

  it.each([
    ['ae', '+923001234567', 'Invalid mobile number', /is not a UAE number/],
    ['sa', '+971501234567', 'Invalid mobile number', /is not a Saudi number/],
    ['pk', '+966501234567', 'Invalid mobile number', /is not a Pakistani number/],
    ['pk', '+9203001234567', 'Invalid mobile number', /E\.164 form: \+92/],
    ['ae', '+971501234567', 'Invalid name', /only letters/, 'Sara 2nd'],
    ['ae', '+971501234567', 'Invalid name', /at most 100 characters/, 'a'.repeat(101)],
  ])('%s: refuses %s with problem+json (%s) and writes no row', async (country, mobileNumber, title, detail, name = 'Sara Khan') => {
    const before = await api.rowCounts();
    const res = await createCustomer(country, name, mobileNumber);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json() as Json;
    expect(body).toEqual({
      type: expect.any(String), title, status: 422, detail: expect.any(String),
      code: title === 'Invalid name' ? 'customer.name-invalid' : 'customer.mobile-invalid',
    });
    expect(body.detail).toMatch(detail);
    expect(await api.rowCounts()).toEqual(before);
  });

  it('refuses an e-mail address that is not one with the code customer.email-invalid, and a missing one as an invalid request', async () => {
    const payload = { name: 'Sara Khan', mobileNumber: '+971501234567', promoCode: '' };
    const bad = await api.call({ method: 'POST', url: '/api/customer-profiles/public', country: 'AE', payload: { ...payload, email: 'sara-at-example' } });
    expectProblem(bad, 400, /body\/email/, 'customer.email-invalid');
    const missing = await api.call({ method: 'POST', url: '/api/customer-profiles/public', country: 'AE', payload });
    expectProblem(missing, 400, /body\/email/, 'request.invalid');
  });

  it('echoes a merchant promo code and refuses an unknown one', async () => {
    const known = await api.newCustomer('AE', '2-11-DubaiMall');
    expect(known.promoCode).toBe('2-11-dubaimall');
    const before = await api.rowCounts();
    const unknown = await api.call({ method: 'POST', url: '/api/customer-profiles/public', country: 'AE', payload: { name: 'Sara', email: 's@example.com', mobileNumber: '+971501234567', promoCode: '9-99-nowhere' } });
    expectProblem(unknown, 422, /9-99-nowhere/, 'customer.promo-code-unknown');
    expect(unknown.body.title).toBe('Invalid promo code');
    const otherCountry = await api.call({ method: 'POST', url: '/api/customer-profiles/public', country: 'AE', payload: { name: 'Sara', email: 's@example.com', mobileNumber: '+971501234567', promoCode: '3-21-riyadhpark' } });
    expectProblem(otherCountry, 422);
    expect(await api.rowCounts()).toEqual(before);
  });

  it('strips unknown fields', async () => {
    const res = await api.call({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Omar Ali', email: 'omar@example.com', mobileNumber: '+923001112223', promoCode: '', isAdmin: true, customerId: 1 } });
    expect(res.status).toBe(201);
    expect(res.body.isAdmin).toBeUndefined();
  });

  refusesBadInput(api, [
    ['customer: missing name', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { email: 'a@example.com', mobileNumber: '+92300123456' } }), 400, /body\/name/],
    ['customer: wrong type', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 42, email: 'a@example.com', mobileNumber: '+92300123456' } }), 400, /body\/name/],
    ['customer: oversized name', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'A'.repeat(101), email: 'a@example.com', mobileNumber: '+923001234567' } }), 422, /^name must be at most 100 characters/],
    ['customer: bad e-mail', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Ali', email: 'a@b\r\nBcc: x@evil.com', mobileNumber: '+92300123456' } }), 400, /body\/email/],
    ['customer: injection in phone', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Ali', email: 'a@example.com', mobileNumber: "+923'; DROP TABLE customers;--" } }), 400, /body\/mobileNumber/],
    ['customer: injection in name', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: '<script>alert(1)</script>', email: 'a@example.com', mobileNumber: '+923001234567' } }), 422, /^name may hold only letters/],
    ['customer: injection in promo', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Ali', email: 'a@example.com', mobileNumber: '+92300123456', promoCode: "1-1-other' OR '1'='1" } }), 400, /body\/promoCode/],
    ['customer: not JSON', () => ({ method: 'POST', url: '/api/customer-profiles/public', headers: { 'content-type': 'application/json' }, payload: '{"name":' }), 400, /JSON/i],
    ['customer: oversized body', () => ({ method: 'POST', url: '/api/customer-profiles/public', payload: { name: 'Ali', email: 'a@example.com', mobileNumber: '+92300123456', promoCode: long.repeat(20) } }), 413, /./],
  ]);
});
