import { act, screen, waitFor } from '@testing-library/react';
import { storageKeys } from '@storefront/shared';
import { deferred, mockApi, ok, type Reply } from '@storefront/shared/testing';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { seedBonus } from '../../test-support/markets';
import { testSteps } from '../../test-support/test-steps';
import { heroWait } from '../use-ui-due';

/**
 * On the wizard's pages the hero's promise is painted before antd and the step load (evaluating
 * antd is the page's longest task); elsewhere, and when the market does not answer, nothing waits.
 * The wait is a minute here, unless a test shortens it, so that no test hangs on the machine's speed.
 */
const shippedWaitMs = heroWait.ms;
afterEach(() => {
  heroWait.ms = shippedWaitMs;
});
beforeEach(() => {
  heroWait.ms = 60_000;
  quietExpectedRemoteErrors();
  window.localStorage.clear();
  window.localStorage.setItem(storageKeys.selectedCountry, 'pk');
});

const steps = () => fakeLoader(testSteps(() => ({ type: 'advance' })));
const indicator = () => screen.queryByRole('navigation', { name: 'Application steps' });
const bonusSentence = 'Get a free PKR 5,000 bonus for any approved card or instant cash loan.';

it('shows the bonus before the wizard loads, and the wizard right after', async () => {
  const market = deferred<Reply>();
  mockApi().on('GET', '/api/markets/public/pk', () => market.promise);
  const { loader, requests } = steps();
  renderStorefront('/', { consent: true, loader });
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(indicator()).not.toBeInTheDocument();
  expect(requests).toEqual([]);
  expect(screen.getByRole('status')).toBeInTheDocument();

  market.resolve(ok({ country: 'pk', productTypes: ['Card', 'Loan'], bonus: seedBonus.pk }));
  expect(await screen.findByText(bonusSentence)).toBeVisible();
  expect(indicator()).not.toBeInTheDocument();
  expect(await screen.findByRole('navigation', { name: 'Application steps' }, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(requests).toEqual(['mfe_onboarding/PersonalInfoStep']));
});

it('loads the wizard without the bonus when the market does not answer', async () => {
  heroWait.ms = 300;
  mockApi().on('GET', '/api/markets/public/pk', 'pending');
  renderStorefront('/', { consent: true, loader: steps().loader });
  expect(await screen.findByRole('navigation', { name: 'Application steps' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText(bonusSentence)).not.toBeInTheDocument();
});

it('neither waits for nor asks for the market on a page without the hero', async () => {
  const api = mockApi().on('GET', '/api/markets/public/pk', 'pending');
  const { loader } = fakeLoader({ 'mfe_support/HelpAndSupportPage': () => <h1>Contact us</h1> });
  renderStorefront('/help-and-support', { consent: true, loader });
  expect(await screen.findByRole('heading', { name: 'Contact us' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(api.callsTo('GET /api/markets/public/pk')).toEqual([]);
});
