import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { cookieConsentGiven, sessionKeys, storageKeys } from '../../storage';
import { rememberAccessToken } from '../../api/access-token';
import { request } from '../../api/client';
import { setRuntimeConfig } from '../../runtime-config';
import { ApplicationProvider, useApplication, type ApplicationState } from '../application-context';

let app: ApplicationState;
function Probe() {
  const state = useApplication();
  useEffect(() => {
    app = state;
  });
  return null;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem(storageKeys.cookieConsent, cookieConsentGiven);
});

it('forgets the access token and the e-mail address when the journey has no customer any more', () => {
  render(
    <ApplicationProvider consentGiven>
      <Probe />
    </ApplicationProvider>,
  );
  const customerId = '5f0c3c3e-8a51-4d0e-9a43-0d6f7c1b2a10';
  act(() => {
    rememberAccessToken('t'.repeat(43));
    app.setCustomerId(customerId);
    app.setCustomerEmail('sara@example.com');
  });
  expect(app.customerId).toBe(customerId);
  expect(app.customerEmail).toBe('sara@example.com');
  expect(window.sessionStorage.getItem(sessionKeys.accessToken)).toBe(JSON.stringify('t'.repeat(43)));

  act(() => app.setCustomerId(null));
  expect(window.sessionStorage.getItem(sessionKeys.accessToken)).toBeNull();
  expect(app.customerEmail).toBeNull();
});

describe('a journey kept in the tab', () => {
  const customerId = '5f0c3c3e-8a51-4d0e-9a43-0d6f7c1b2a10';
  const applicationId = '0b6e1a2c-3d4f-4a5b-8c6d-7e8f9a0b1c2d';

  it('is stored once the visitor has a customer, with the country it belongs to', () => {
    window.localStorage.setItem(storageKeys.selectedCountry, 'ae');
    render(
      <ApplicationProvider consentGiven>
        <Probe />
      </ApplicationProvider>,
    );
    expect({ ...window.sessionStorage }).toEqual({});
    act(() => {
      app.setCustomerId(customerId);
      app.setProduct('Loan');
    });
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.application)!)).toEqual({
      country: 'ae',
      applicationId: null,
      customerId,
      customerEmail: null,
      locationId: null,
      product: 'Loan',
    });
  });

  it('is not stored before consent', () => {
    render(
      <ApplicationProvider consentGiven={false}>
        <Probe />
      </ApplicationProvider>,
    );
    act(() => app.setCustomerId(customerId));
    expect({ ...window.sessionStorage }).toEqual({});
  });

  it('is where a new page of the tab starts, its country sent with every call even when another tab chose another', async () => {
    window.sessionStorage.setItem(
      sessionKeys.application,
      JSON.stringify({ country: 'sa', applicationId, customerId, customerEmail: 'sara@example.com', locationId: 1, product: 'Card' }),
    );
    // Another tab's choice since: the next journey's default, not this one's country.
    window.localStorage.setItem(storageKeys.selectedCountry, 'ae');
    render(
      <ApplicationProvider consentGiven>
        <Probe />
      </ApplicationProvider>,
    );
    expect(app).toMatchObject({ countryCode: 'sa', applicationId, customerId, customerEmail: 'sara@example.com', locationId: 1, product: 'Card' });

    setRuntimeConfig({
      apiBaseUrl: 'http://api.test',
      remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' },
      chunkLoadTimeoutMs: 120000,
    });
    const fetchMock = jest.fn(() => Promise.resolve(new Response('[]', { headers: { 'content-type': 'application/json' } })));
    global.fetch = fetchMock as unknown as typeof fetch;
    await request('GET', '/api/banners/public');
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['X-Country-Key']).toBe('SA');

    act(() => app.setCountryCode('pk'));
    await request('GET', '/api/banners/public');
    const after = (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(after['X-Country-Key']).toBeUndefined();
  });
});
