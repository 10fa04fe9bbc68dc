import { setRuntimeConfig } from '../../runtime-config';
import { cookieConsentGiven, sessionKeys, storageKeys } from '../../storage';
import { forgetAccessToken } from '../access-token';
import { createCustomerProfile } from '../endpoints/create-customer-profile';
import { getApplication } from '../endpoints/get-application';
import { getBanners } from '../endpoints/get-banners';
import { getCreditScore } from '../endpoints/get-credit-score';
import { submitScreenings } from '../endpoints/submit-screenings';

const fetchMock = jest.fn();
const applicationId = '0b6e1a2c-3d4f-4a5b-8c6d-7e8f9a0b1c2d';
const firstToken = 'a'.repeat(43);
const secondToken = 'b'.repeat(43);
const payload = { name: 'Sara Khan', email: 'sara@example.com', mobileNumber: '+923001234567', promoCode: '1-1-other' };

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const profile = (accessToken: string) => ({ customerId: '5f0c3c3e-8a51-4d0e-9a43-0d6f7c1b2a10', promoCode: '1-1-other', accessToken });
/** The token as the journey keeps it (JSON, like every part of the journey). */
const storedToken = () => JSON.parse(window.sessionStorage.getItem(sessionKeys.accessToken) ?? 'null') as string | null;
const headersOf = (call: number) => (fetchMock.mock.calls[call][1] as RequestInit).headers as Record<string, string>;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  forgetAccessToken();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem(storageKeys.cookieConsent, cookieConsentGiven);
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' },
    chunkLoadTimeoutMs: 120000,
  });
});

describe('the access token', () => {
  it('is sent as X-Access-Token on the calls about the application once the customer is created', async () => {
    fetchMock.mockReturnValueOnce(json(201, profile(firstToken)));
    await createCustomerProfile(payload);
    expect(headersOf(0)['X-Access-Token']).toBeUndefined();

    fetchMock.mockImplementation(() => json(200, 70));
    await getApplication(applicationId);
    await getCreditScore(applicationId);
    await submitScreenings([{ questionId: 1, applicationId, response: 2, screeningId: null }]);
    expect([1, 2, 3].map((i) => headersOf(i)['X-Access-Token'])).toEqual([firstToken, firstToken, firstToken]);
  });

  it('is not sent on the catalog calls', async () => {
    fetchMock.mockReturnValueOnce(json(201, profile(firstToken)));
    await createCustomerProfile(payload);
    fetchMock.mockImplementation(() => json(200, []));
    await getBanners();
    expect(headersOf(1)['X-Access-Token']).toBeUndefined();
  });

  it('is kept in session storage, never in local storage', async () => {
    fetchMock.mockReturnValueOnce(json(201, profile(firstToken)));
    await createCustomerProfile(payload);
    expect(storedToken()).toBe(firstToken);
    expect(Object.values({ ...window.localStorage })).not.toContain(firstToken);
  });

  it('is found in session storage by a copy of the client that did not create the customer', async () => {
    window.sessionStorage.setItem(sessionKeys.accessToken, JSON.stringify(secondToken));
    fetchMock.mockImplementation(() => json(200, 70));
    await getCreditScore(applicationId);
    expect(headersOf(0)['X-Access-Token']).toBe(secondToken);
  });

  it('is written to no storage without cookie consent', async () => {
    window.localStorage.removeItem(storageKeys.cookieConsent);
    fetchMock.mockReturnValueOnce(json(201, profile(firstToken)));
    await createCustomerProfile(payload);
    expect({ ...window.sessionStorage }).toEqual({});
    expect(Object.keys({ ...window.localStorage })).toEqual([]);
    // The journey still works from memory.
    fetchMock.mockImplementation(() => json(200, 70));
    await getCreditScore(applicationId);
    expect(headersOf(1)['X-Access-Token']).toBe(firstToken);
  });

  it('is replaced by a new customer’s and forgotten with the journey', async () => {
    fetchMock.mockReturnValueOnce(json(201, profile(firstToken))).mockReturnValueOnce(json(201, profile(secondToken)));
    await createCustomerProfile(payload);
    await createCustomerProfile(payload);
    fetchMock.mockImplementation(() => json(200, 70));
    await getCreditScore(applicationId);
    expect(headersOf(2)['X-Access-Token']).toBe(secondToken);
    expect(storedToken()).toBe(secondToken);

    forgetAccessToken();
    await getCreditScore(applicationId);
    expect(headersOf(3)['X-Access-Token']).toBeUndefined();
    expect({ ...window.sessionStorage }).toEqual({});
  });
});
