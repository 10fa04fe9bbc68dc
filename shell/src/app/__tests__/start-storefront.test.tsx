import { act, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@storefront/shared';
import { mockApi, type Route } from '@storefront/shared/testing';
import { startStorefront } from '../start-storefront';

// The federation runtime is the boundary here: the test checks what the shell registers.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const config = {
  apiBaseUrl: 'http://api.test/',
  remotes: {
    onboarding: 'http://127.0.0.1:3001/mf-manifest.json',
    eligibility: 'http://127.0.0.1:3002/mf-manifest.json',
    recommendations: 'http://127.0.0.1:3003/mf-manifest.json',
    support: 'http://127.0.0.1:3004/mf-manifest.json',
  },
  chunkLoadTimeoutMs: 5000,
};

let root: Root;
beforeEach(() => {
  jest.mocked(registerRemotes).mockClear();
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

const answer = (route: Route) => mockApi({ 'GET /runtime-config.json': route });

it('reads /runtime-config.json, registers the four remotes from it and shows the storefront', async () => {
  const api = answer({ body: config });
  await act(() => startStorefront(root));

  expect(api.fetch).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));
  // Then only the hero's question: the bonus of the deployment's default country (pk when unset).
  await waitFor(() =>
    expect(api.calls.map((call) => call.url)).toEqual(['/runtime-config.json', 'http://api.test/api/markets/public/pk']),
  );
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mfe_onboarding', entry: config.remotes.onboarding },
    { name: 'mfe_eligibility', entry: config.remotes.eligibility },
    { name: 'mfe_recommendations', entry: config.remotes.recommendations },
    { name: 'mfe_support', entry: config.remotes.support },
  ]);
  expect(getRuntimeConfig()).toMatchObject({ apiBaseUrl: 'http://api.test', chunkLoadTimeoutMs: 5000 });
  expect(screen.getByRole('heading', { name: 'Get Instant Cashback' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'We value your privacy' })).toBeInTheDocument();
});

it("serves a visitor who has not chosen as the deployment's default country", async () => {
  const api = answer({ body: { ...config, defaultCountry: 'sa' } });
  await act(() => startStorefront(root));
  expect(screen.getByRole('radio', { name: 'KSA' })).toBeChecked();
  await waitFor(() => expect(api.callsTo('GET', '/api/markets/public/sa')).toHaveLength(1));
});

it.each<[string, Route]>([
  ['the server answers 404', { status: 404, body: 'not here' }],
  ['the config is incomplete', { body: { apiBaseUrl: 'x', remotes: {} } }],
  ['the network fails', 'network-error'],
])('shows the fallback screen, not a blank page, when %s', async (_case, response) => {
  answer(response);
  await act(() => startStorefront(root));
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(
    screen.getByText('The storefront could not load its settings. Please refresh the page or come back later.'),
  ).toBeInTheDocument();
});

it("starts in the browser's language, its texts loaded before the first render: no English shows first", async () => {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ar-AE', 'en']);
  answer({ body: { ...config, defaultCountry: 'ae' } });
  const headings: string[] = [];
  const seen = new MutationObserver(() =>
    document.querySelectorAll('h1').forEach((heading) => headings.push(heading.textContent ?? '')),
  );
  seen.observe(document.body, { childList: true, subtree: true });
  await act(() => startStorefront(root));
  seen.disconnect();

  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { level: 1, name: 'احصل على استرداد نقدي فوري' })).toBeInTheDocument();
  expect(headings).not.toContain('Get Instant Cashback');
  expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
});
