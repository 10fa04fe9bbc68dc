import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@storefront/shared';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { answerMarkets } from '../../test-support/markets';

const banner = () => screen.getByRole('banner');
const countryChoice = () => within(banner()).getByRole('radiogroup', { name: 'Country' });

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
  answerMarkets();
});

describe('header', () => {
  it('has a logo that links to / as a plain link (the page reloads)', () => {
    renderStorefront('/help-and-support', { consent: true });
    const logo = within(banner()).getByRole('link', { name: 'Cashback Storefront home' });
    expect(logo).toHaveAttribute('href', '/');
  });

  it("shows 'Help & Support' on / and opens /help-and-support from the support remote", async () => {
    const { loader, requests } = fakeLoader({ 'mfe_support/HelpAndSupportPage': () => <h1>Contact us</h1> });
    const { router } = renderStorefront('/', { consent: true, loader });
    await userEvent.click(within(banner()).getByRole('button', { name: 'Help & Support' }));
    expect(router.state.location.pathname).toBe('/help-and-support');
    expect(await screen.findByRole('heading', { name: 'Contact us' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(requests).toContain('mfe_support/HelpAndSupportPage');
  });

  it("hides 'Help & Support' on /help-and-support", () => {
    renderStorefront('/help-and-support', { consent: true });
    expect(within(banner()).queryByRole('button', { name: 'Help & Support' })).not.toBeInTheDocument();
  });

  it("shows 'Help & Support' on the other routes", () => {
    renderStorefront('/terms-of-service', { consent: true });
    expect(within(banner()).getByRole('button', { name: 'Help & Support' })).toBeInTheDocument();
  });

  it("shows 'Track my application' on / and opens /track-application from the support remote, where it is hidden", async () => {
    const { loader, requests } = fakeLoader({ 'mfe_support/TrackApplicationPage': () => <h1>Tracking</h1> });
    const { router } = renderStorefront('/', { consent: true, loader });
    await userEvent.click(within(banner()).getByRole('button', { name: 'Track my application' }));
    expect(router.state.location.pathname).toBe('/track-application');
    expect(await screen.findByRole('heading', { name: 'Tracking' })).toBeInTheDocument();
    expect(requests).toContain('mfe_support/TrackApplicationPage');
    expect(within(banner()).queryByRole('button', { name: 'Track my application' })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Help & Support' })).toBeInTheDocument();
  });

  it("shows the hero and the bonus promise of the country in use, from its catalog, on /", async () => {
    renderStorefront('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Get Instant Cashback' })).toBeInTheDocument();
    expect(
      await screen.findByText('Get a free PKR 5,000 bonus for any approved card or instant cash loan.'),
    ).toBeVisible();
    await userEvent.click(within(countryChoice()).getByText('UAE'));
    expect(
      await screen.findByText('Get a free AED 200 bonus for any approved card or instant cash loan.'),
    ).toBeVisible();
  });
});

describe('country choice', () => {
  it('offers Pakistan, UAE and KSA with flag images served by the storefront', () => {
    renderStorefront('/', { consent: true });
    const options = within(countryChoice()).getAllByRole('radio');
    expect(options.map((radio) => radio.closest('label')!.textContent)).toEqual(['Pakistan', 'UAE', 'KSA']);
    const flags = [...countryChoice().querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(flags).toEqual(['/flags/pk.svg', '/flags/ae.svg', '/flags/sa.svg']);
  });

  it.each([
    ['sa', 'KSA'],
    ['ae', 'UAE'],
    ['pk', 'Pakistan'],
  ])('a stored country code %s selects %s', (code, option) => {
    window.localStorage.setItem(storageKeys.selectedCountry, code);
    renderStorefront('/', { consent: true });
    expect(within(countryChoice()).getByRole('radio', { name: option })).toBeChecked();
    expect(within(countryChoice()).getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it.each([
    ['none set', 'Pakistan', 'pk', {}],
    ['ae', 'UAE', 'ae', { defaultCountry: 'ae' }],
    ['sa', 'KSA', 'sa', { defaultCountry: 'sa' }],
  ] as const)(
    'a visitor who has not chosen is served as the deployment default (%s): %s shown and %s stored once consent is given',
    (_default, option, code, runtimeConfig) => {
      renderStorefront('/', { consent: true, runtimeConfig });
      expect(within(countryChoice()).getByRole('radio', { name: option })).toBeChecked();
      expect(window.localStorage.getItem(storageKeys.selectedCountry)).toBe(code);
    },
  );

  it('choosing KSA sets the code sa (kept in storage after consent), choosing Pakistan sets pk', async () => {
    renderStorefront('/', { consent: true });
    await userEvent.click(within(countryChoice()).getByText('KSA'));
    expect(within(countryChoice()).getByRole('radio', { name: 'KSA' })).toBeChecked();
    expect(window.localStorage.getItem(storageKeys.selectedCountry)).toBe('sa');

    await userEvent.click(within(countryChoice()).getByText('Pakistan'));
    expect(within(countryChoice()).getByRole('radio', { name: 'Pakistan' })).toBeChecked();
    expect(window.localStorage.getItem(storageKeys.selectedCountry)).toBe('pk');
  });

  it('before consent a choice changes the page but stores nothing', async () => {
    renderStorefront('/', { runtimeConfig: { defaultCountry: 'ae' } });
    expect(within(countryChoice()).getByRole('radio', { name: 'UAE' })).toBeChecked();
    await userEvent.click(within(countryChoice()).getByText('KSA'));
    expect(within(countryChoice()).getByRole('radio', { name: 'KSA' })).toBeChecked();
    expect(Object.keys(window.localStorage)).toEqual([]);
  });
});
