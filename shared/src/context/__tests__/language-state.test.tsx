import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { cookieConsentGiven, storageKeys } from '../../storage';
import { request } from '../../api/client';
import { setRuntimeConfig } from '../../runtime-config';
import { registerCatalog } from '../../i18n/catalogs';
import { ApplicationProvider, useApplication, type ApplicationState } from '../application-context';

let app: ApplicationState;
function Probe() {
  const state = useApplication();
  useEffect(() => {
    app = state;
  });
  return null;
}
const renderProvider = (consentGiven = true) =>
  render(
    <ApplicationProvider consentGiven={consentGiven}>
      <Probe />
    </ApplicationProvider>,
  );

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(storageKeys.cookieConsent, cookieConsentGiven);
  window.localStorage.setItem(storageKeys.selectedCountry, 'pk');
});

it('keeps the journey when the language changes: the details entered stay', async () => {
  renderProvider();
  const customerId = '5f0c3c3e-8a51-4d0e-9a43-0d6f7c1b2a10';
  act(() => {
    app.setCustomerId(customerId);
    app.setCustomerEmail('sara@example.com');
    app.setProduct('Loan');
  });
  await act(() => app.setLanguage('ur'));
  expect(app.language).toBe('ur');
  expect(app).toMatchObject({ customerId, customerEmail: 'sara@example.com', product: 'Loan', countryCode: 'pk' });
});

it('stores nothing but a language the visitor chose', async () => {
  renderProvider();
  expect(app.language).toBe('en');
  expect(window.localStorage.getItem(storageKeys.selectedLanguage)).toBeNull();
  await act(() => app.setLanguage('ar'));
  expect(window.localStorage.getItem(storageKeys.selectedLanguage)).toBe('ar');
});

it('switches to the preferred language of a country that does not offer the one in use', async () => {
  renderProvider();
  await act(() => app.setLanguage('ur'));
  act(() => app.setCountryCode('sa'));
  await waitFor(() => expect(app.language).toBe('en'));
});

it("asks the API for the catalog texts in the context's language", async () => {
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' },
    chunkLoadTimeoutMs: 5000,
  });
  const fetchMock = jest.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const sentLanguage = () => new Headers((fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers).get('Accept-Language');
  renderProvider();
  await request('GET', '/api/banners/public');
  expect(sentLanguage()).toBe('en');
  await act(() => app.setLanguage('ur'));
  await request('GET', '/api/banners/public');
  expect(sentLanguage()).toBe('ur');
});

it('stays whole in the language it is in when a catalog of the new one cannot be fetched', async () => {
  registerCatalog('unreachable', { title: 'Title' }, { ar: () => Promise.reject(new Error('offline')), ur: () => Promise.reject(new Error('offline')) });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderProvider();
  await act(() => app.setLanguage('ur'));
  expect(app.language).toBe('en');
  expect(warn).toHaveBeenCalledWith('[storefront] the ur texts could not be loaded', expect.any(Error));
  warn.mockRestore();
});
