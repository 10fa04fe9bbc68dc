import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@storefront/shared';
import { mockApi, type MockApi } from '@storefront/shared/testing';
import { renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';

let api: MockApi;

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
  window.sessionStorage.clear();
  api = mockApi({ 'POST /api/funnel-events/public': { status: 204 } });
});
afterEach(() => jest.restoreAllMocks());

const funnelEvents = () => api.callsTo('POST /api/funnel-events/public').map((call) => call.body);
const stepPage = '/apply/personal-information';

async function chooseInSettings(performance: boolean) {
  await userEvent.click(screen.getByRole('button', { name: 'Manage Cookies' }));
  const popup = await screen.findByRole('dialog', { name: 'Manage Cookie Settings' });
  if (performance) await userEvent.click(within(popup).getByRole('switch', { name: 'Performance' }));
  await userEvent.click(within(popup).getByRole('button', { name: 'Confirm My Choices' }));
  await screen.findByRole('navigation', { name: 'Application steps' });
}

describe('the funnel events of the storefront', () => {
  it("'Accept All Cookies' allows Performance: the consent and the step reached are counted, with nothing personal", async () => {
    renderStorefront(stepPage);
    expect(funnelEvents()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    await waitFor(() => expect(funnelEvents()).toEqual([{ step: 'consent' }, { step: 'step0' }]));
    // The language (and a market other than the default) travel as on every call; the body holds the step only.
    const headers = Object.fromEntries(Object.entries(api.callsTo('POST /api/funnel-events/public')[0].headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(headers).toMatchObject({ 'accept-language': 'en' });
  });

  it('sends nothing when the visitor confirms their choices with Performance off', async () => {
    renderStorefront(stepPage);
    await chooseInSettings(false);
    // The site works (the step's frame shows), and not one funnel event has left.
    expect(screen.getByRole('navigation', { name: 'Application steps' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/funnel-events/public')).toEqual([]);
  });

  it('counts the journey when the visitor switches Performance on in the settings', async () => {
    renderStorefront(stepPage);
    await chooseInSettings(true);
    await waitFor(() => expect(funnelEvents()).toEqual([{ step: 'consent' }, { step: 'step0' }]));
  });

  it('follows the stored settings of an earlier visit, without counting that consent again', async () => {
    window.localStorage.setItem(storageKeys.cookieSettings, JSON.stringify({ functional: true, performance: false, advertising: false }));
    const { unmount } = renderStorefront(stepPage, { consent: true });
    await screen.findByRole('navigation', { name: 'Application steps' });
    expect(api.callsTo('POST /api/funnel-events/public')).toEqual([]);
    unmount();

    window.localStorage.setItem(storageKeys.cookieSettings, JSON.stringify({ functional: true, performance: true, advertising: false }));
    renderStorefront(stepPage, { consent: true });
    await waitFor(() => expect(funnelEvents()).toEqual([{ step: 'step0' }]));
  });

  it('measures nothing for a consent stored without settings', async () => {
    renderStorefront(stepPage, { consent: true });
    await screen.findByRole('navigation', { name: 'Application steps' });
    expect(api.callsTo('POST /api/funnel-events/public')).toEqual([]);
  });

  it('counts each step once per journey, however often the visitor comes back to it', async () => {
    window.localStorage.setItem(storageKeys.cookieSettings, JSON.stringify({ functional: true, performance: true, advertising: true }));
    const { router } = renderStorefront(stepPage, { consent: true });
    await waitFor(() => expect(funnelEvents()).toEqual([{ step: 'step0' }]));
    await act(() => router.navigate('/help-and-support'));
    await act(() => router.navigate(stepPage));
    await screen.findByRole('navigation', { name: 'Application steps' });
    expect(funnelEvents()).toEqual([{ step: 'step0' }]);
  });
});
