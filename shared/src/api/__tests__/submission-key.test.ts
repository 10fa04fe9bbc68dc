import { idempotencyKeyHeader, idempotencyKeyLength } from '../../contract/constants';
import { setRuntimeConfig } from '../../runtime-config';
import { forgetAccessToken } from '../access-token';
import { createCustomerProfile } from '../endpoints/create-customer-profile';
import { newIdempotencyKey, submissionKeys } from '../submission-key';

const fetchMock = jest.fn();
const payload = { name: 'Sara Khan', email: 'sara@example.com', mobileNumber: '+923001234567', promoCode: '1-1-other' };
const created = () => Promise.resolve(new Response(JSON.stringify({ customerId: '5f0c3c3e-8a51-4d0e-9a43-0d6f7c1b2a10', promoCode: '1-1-other', accessToken: 'a'.repeat(43) }), {
  status: 201, headers: { 'content-type': 'application/json' },
}));
const headersOf = (call: number) => (fetchMock.mock.calls[call][1] as RequestInit).headers as Record<string, string>;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  forgetAccessToken();
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' },
    chunkLoadTimeoutMs: 120000,
  });
});

describe('the customer create’s Idempotency-Key', () => {
  it('is sent as the Idempotency-Key header, beside the headers of every call', async () => {
    fetchMock.mockImplementation(created);
    await createCustomerProfile(payload, 'key-of-one-submission-0001');
    expect(headersOf(0)).toEqual(expect.objectContaining({
      [idempotencyKeyHeader]: 'key-of-one-submission-0001', Accept: 'application/json', 'Content-Type': 'application/json',
    }));
    await createCustomerProfile(payload);
    expect(headersOf(1)[idempotencyKeyHeader]).toBeUndefined();
  });

  it('is the same for a retry of one submission and new for changed details', () => {
    const keyFor = submissionKeys();
    const first = keyFor(payload);
    expect(keyFor({ ...payload })).toBe(first);
    const changed = keyFor({ ...payload, email: 'Sara@example.com' });
    expect(changed).not.toBe(first);
    expect(keyFor({ ...payload })).not.toBe(first);
    // Another form's keys are its own.
    expect(submissionKeys()(payload)).not.toBe(first);
  });

  it('is random, in the shape the API accepts', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) {
      expect(key.length).toBeGreaterThanOrEqual(idempotencyKeyLength.min);
      expect(key).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});
