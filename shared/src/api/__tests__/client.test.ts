import { setRuntimeConfig } from '../../runtime-config';
import { apiErrorText, ApiError, problemNotice } from '../api-error';
import { request, setRequestCountry, setRequestLanguage } from '../client';
import { getCardRecommendations } from '../endpoints/get-card-recommendations';
import { createCustomerProfile } from '../endpoints/create-customer-profile';

const fetchMock = jest.fn();

function answer(status: number, body: unknown, type = 'application/json') {
  return Promise.resolve(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } }),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.localStorage.clear();
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' },
    chunkLoadTimeoutMs: 120000,
  });
});

const sentHeaders = () => (fetchMock.mock.calls[0][1] as RequestInit).headers as Record<string, string>;

describe('X-Country-Key, from the application context’s country', () => {
  it('is not sent for pk', async () => {
    setRequestCountry('pk');
    fetchMock.mockReturnValue(answer(200, []));
    await request('GET', '/api/banners/public');
    expect(sentHeaders()['X-Country-Key']).toBeUndefined();
  });

  it.each([
    ['sa', 'SA'],
    ['ae', 'AE'],
  ])('is the upper-cased code %s', async (code, header) => {
    setRequestCountry(code as 'ae' | 'sa');
    fetchMock.mockReturnValue(answer(200, []));
    await request('GET', '/api/banners/public');
    expect(sentHeaders()['X-Country-Key']).toBe(header);
  });
});

describe('Accept-Language, from the application context’s language', () => {
  it.each(['ar', 'ur', 'en'] as const)('asks for the catalog texts in %s', async (language) => {
    setRequestLanguage(language);
    fetchMock.mockReturnValue(answer(200, []));
    await request('GET', '/api/banners/public');
    expect(sentHeaders()['Accept-Language']).toBe(language);
  });

  it('follows a language switch on the next call', async () => {
    setRequestLanguage('ar');
    setRequestLanguage('en');
    fetchMock.mockReturnValue(answer(200, []));
    await request('GET', '/api/questions/public', { query: { productType: 'Card' } });
    expect(sentHeaders()['Accept-Language']).toBe('en');
  });
});

describe('calls', () => {
  it('posts JSON to the base URL from the runtime config', async () => {
    const customerId = '5f0c3c3e-8a51-4d0e-9a43-0d6f7c1b2a10';
    fetchMock.mockReturnValue(answer(201, { customerId, promoCode: '1-1-other', accessToken: 'T'.repeat(43) }));
    const profile = await createCustomerProfile({ name: 'A', email: 'a@b.co', mobileNumber: '+92300', promoCode: '1-1-other' });
    expect(profile.customerId).toBe(customerId);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/api/customer-profiles/public');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'A', email: 'a@b.co', mobileNumber: '+92300', promoCode: '1-1-other' });
  });

  it('asks for a page of 10 with comma-joined preferences', async () => {
    fetchMock.mockReturnValue(answer(200, { content: [], empty: true }));
    const applicationId = '0b6e1a2c-3d4f-4a5b-8c6d-7e8f9a0b1c2d';
    await getCardRecommendations({ applicationId, page: 1, preferences: [3, 1, 2] });
    const url = new URL(fetchMock.mock.calls[0][0] as string);
    expect(url.pathname).toBe(`/api/recommendations/public/${applicationId}/filter`);
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('size')).toBe('10');
    expect(url.searchParams.get('preferences')).toBe('3,1,2');
  });
});

describe('errors in the words of spec section 8', () => {
  it('a server reply gives Server error: {status} and keeps the problem title and detail', async () => {
    fetchMock.mockReturnValue(
      answer(422, { type: 'about:blank', title: 'Invalid promo code', status: 422, detail: 'No such code' }, 'application/problem+json'),
    );
    const error = await request('POST', '/x', { body: {} }).catch((e: unknown) => e);
    expect(apiErrorText(error)).toBe('Server error: 422');
    expect(problemNotice(error)).toEqual({ title: 'Invalid promo code', message: 'No such code' });
  });

  it('a problem’s stable code reaches the front end, for its own text in the visitor’s language', async () => {
    fetchMock.mockReturnValue(
      answer(422, { type: 'about:blank', title: 'Invalid mobile number', status: 422, detail: 'x', code: 'customer.mobile-invalid' }, 'application/problem+json'),
    );
    const error = await request('POST', '/x', { body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('customer.mobile-invalid');
  });

  it('an unknown code is not passed on as one', async () => {
    fetchMock.mockReturnValue(answer(400, { title: 'x', status: 400, detail: 'x', code: 'something.else' }, 'application/problem+json'));
    const error = await request('POST', '/x', { body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBeUndefined();
  });

  it('no reply gives No response from server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await request('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(apiErrorText(error)).toBe('No response from server');
  });

  it('a request that cannot be built gives Request setup error', async () => {
    setRuntimeConfig({
      apiBaseUrl: 'not a url',
      remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' },
      chunkLoadTimeoutMs: 1,
    });
    const error = await request('GET', '/x').catch((e: unknown) => e);
    expect(apiErrorText(error)).toBe('Request setup error');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
