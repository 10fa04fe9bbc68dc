import { createElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@storefront/shared';
import { RemoteSlot } from '../remote-slot';
import { reportRemoteFailure, resetRemoteFailureReports } from '../report-remote-failure';

const environmentFetch = globalThis.fetch;
let fetchMock: jest.Mock;

function sentReports() {
  return fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
    url,
    init,
    body: JSON.parse(String(init.body)),
  }));
}

beforeEach(() => {
  resetRemoteFailureReports();
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    remotes: {
      onboarding: 'http://remotes.test/onboarding/mf-manifest.json',
      eligibility: 'http://remotes.test/eligibility/mf-manifest.json',
      recommendations: 'http://remotes.test/recommendations/mf-manifest.json',
      support: 'http://remotes.test/support/mf-manifest.json',
    },
    chunkLoadTimeoutMs: 120000,
  });
  fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/help-and-support?email=sara%40example.com#form');
});

afterEach(() => {
  globalThis.fetch = environmentFetch;
  jest.restoreAllMocks();
});

it('posts one bounded JSON report to the API through its client, with keepalive', async () => {
  await reportRemoteFailure(
    'mfe_support/HelpAndSupportPage',
    new Error('Loading chunk mfe_support/HelpAndSupportPage failed'),
  );

  const [sent] = sentReports();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sent.url).toBe('http://api.test/api/client-errors/public');
  expect(sent.init).toMatchObject({
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  expect(sent.body).toEqual({
    remote: 'mfe_support',
    module: 'HelpAndSupportPage',
    message: 'Loading chunk mfe_support/HelpAndSupportPage failed',
    // No query, no fragment: they could carry the visitor's data.
    url: 'http://localhost/help-and-support',
  });
});

it('reports each remote/module at most once per page load', async () => {
  await reportRemoteFailure('mfe_support/HelpAndSupportPage', new Error('first'));
  await reportRemoteFailure('mfe_support/HelpAndSupportPage', new Error('retry failed too'));
  await reportRemoteFailure('mfe_support/TermsOfServicePage', new Error('other module'));
  await reportRemoteFailure('mfe_onboarding/PersonalInfoStep', 'not even an Error');
  expect(sentReports().map((r) => [r.body.remote, r.body.module, r.body.message])).toEqual([
    ['mfe_support', 'HelpAndSupportPage', 'first'],
    ['mfe_support', 'TermsOfServicePage', 'other module'],
    ['mfe_onboarding', 'PersonalInfoStep', 'not even an Error'],
  ]);
  resetRemoteFailureReports(); // a new page load
  await reportRemoteFailure('mfe_support/HelpAndSupportPage', new Error('after reload'));
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

it('keeps every field within what the API accepts', async () => {
  await reportRemoteFailure(`mfe_support/${'M'.repeat(300)}`, new Error('x'.repeat(5000)));
  const { body } = sentReports()[0];
  expect(body.module.length).toBeLessThanOrEqual(128);
  expect(body.message.length).toBeLessThanOrEqual(500);
});

it('settles without an error when the call fails, when fetch throws, or with no runtime config', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(reportRemoteFailure('mfe_support/A', new Error('e'))).resolves.toBeUndefined();
  fetchMock.mockImplementationOnce(() => {
    throw new TypeError('keepalive body too large');
  });
  await expect(reportRemoteFailure('mfe_support/B', new Error('e'))).resolves.toBeUndefined();
  fetchMock.mockResolvedValueOnce(new Response('{"title":"Bad Request","status":400}', { status: 400 }));
  await expect(reportRemoteFailure('mfe_support/C', new Error('e'))).resolves.toBeUndefined();
  expect(sentReports().map((r) => r.body.module)).toEqual(['A', 'B', 'C']);

  setRuntimeConfig(undefined as never);
  fetchMock.mockClear();
  await expect(reportRemoteFailure('mfe_support/D', new Error('e'))).resolves.toBeUndefined();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('is called by the remote slot when a remote fails to load, once across retries', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const loader = jest.fn(() => Promise.reject(new Error('manifest unreachable')));
  render(createElement(RemoteSlot, { remote: 'support', module: './HelpAndSupportPage', loader }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk mfe_support/HelpAndSupportPage failed');

  await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
  expect(sentReports().map((r) => r.body)).toEqual([
    {
      remote: 'mfe_support',
      module: 'HelpAndSupportPage',
      message: 'manifest unreachable',
      url: 'http://localhost/help-and-support',
    },
  ]);
});
