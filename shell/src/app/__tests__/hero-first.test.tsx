import { act, screen, waitFor } from '@testing-library/react';
import { storageKeys } from '@storefront/shared';
import { deferred, mockApi, ok, type Reply } from '@storefront/shared/testing';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { seedBonus } from '../../test-support/markets';
import { testSteps } from '../../test-support/test-steps';

/**
 * On the wizard's pages the hero's promise is painted before antd and the step load (evaluating
 * antd is the page's longest task); the wait ends after 1500 ms without the market's answer.
 * Elsewhere nothing waits. The clock is Jest's fake one, so the machine's speed does not count.
 */
beforeEach(() => {
  jest.useFakeTimers();
  quietExpectedRemoteErrors();
  window.localStorage.clear();
  window.localStorage.setItem(storageKeys.selectedCountry, 'pk');
});
afterEach(() => {
  jest.useRealTimers();
});

/** Moves the fake clock on by `ms`, running what falls due and the promises it settles. */
const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const steps = () => fakeLoader(testSteps(() => ({ type: 'advance' })));
const indicator = () => screen.queryByRole('navigation', { name: 'Application steps' });
const bonusSentence = 'Get a free PKR 5,000 bonus for any approved card or instant cash loan.';

it('shows the bonus before the wizard loads, and the wizard right after', async () => {
  const market = deferred<Reply>();
  mockApi().on('GET', '/api/markets/public/pk', () => market.promise);
  const { loader, requests } = steps();
  renderStorefront('/', { consent: true, loader });
  const start = Date.now();
  await elapse(1000);
  expect(indicator()).not.toBeInTheDocument();
  expect(requests).toEqual([]);
  expect(screen.getByRole('status')).toBeInTheDocument();

  market.resolve(ok({ country: 'pk', productTypes: ['Card', 'Loan'], bonus: seedBonus.pk }));
  expect(await screen.findByText(bonusSentence)).toBeVisible();
  expect(indicator()).not.toBeInTheDocument();
  expect(await screen.findByRole('navigation', { name: 'Application steps' }, { timeout: 30_000 })).toBeInTheDocument();
  // Right after the bonus is painted, not when the 1500 ms wait runs out.
  expect(Date.now() - start).toBeLessThan(1500);
  await waitFor(() => expect(requests).toEqual(['mfe_onboarding/PersonalInfoStep']));
});

it('loads the wizard without the bonus when the market has not answered in 1500 ms', async () => {
  mockApi().on('GET', '/api/markets/public/pk', 'pending');
  const { loader, requests } = steps();
  renderStorefront('/', { consent: true, loader });
  const start = Date.now();
  await elapse(1499);
  expect(indicator()).not.toBeInTheDocument();
  expect(requests).toEqual([]);
  await elapse(1);
  expect(await screen.findByRole('navigation', { name: 'Application steps' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(Date.now() - start).toBeLessThan(1600);
  expect(screen.queryByText(bonusSentence)).not.toBeInTheDocument();
});

it('neither waits for nor asks for the market on a page without the hero', async () => {
  const api = mockApi().on('GET', '/api/markets/public/pk', 'pending');
  const { loader } = fakeLoader({ 'mfe_support/HelpAndSupportPage': () => <h1>Contact us</h1> });
  renderStorefront('/help-and-support', { consent: true, loader });
  expect(await screen.findByRole('heading', { name: 'Contact us' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(api.callsTo('GET /api/markets/public/pk')).toEqual([]);
});
