import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@storefront/shared';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';

const banner = () => screen.getByRole('banner');
const countryChoice = () => within(banner()).getByRole('radiogroup', { name: 'Country' });

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
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
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
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

  it('shows the hero and the AED 200 bonus promise on /', () => {
    renderStorefront('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Get Instant Cashback' })).toBeInTheDocument();
    expect(
      screen.getByText('Get a free AED 200 bonus for any approved card or instant cash loan.'),
    ).toBeInTheDocument();
  });
});

describe('country choice', () => {
  it('offers UAE and KSA with flag images served by the storefront', () => {
    renderStorefront('/', { consent: true });
    const uae = within(countryChoice()).getByRole('radio', { name: 'UAE' });
    const ksa = within(countryChoice()).getByRole('radio', { name: 'KSA' });
    expect(uae).toBeInTheDocument();
    expect(ksa).toBeInTheDocument();
    const flags = [...countryChoice().querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(flags).toEqual(['/flags/ae.svg', '/flags/sa.svg']);
  });

  it.each([
    ['sa', 'KSA'],
    ['ae', 'UAE'],
    ['pk', 'UAE'],
  ])('a stored country code %s selects %s', (code, option) => {
    window.localStorage.setItem(storageKeys.selectedCountry, code);
    renderStorefront('/', { consent: true });
    expect(within(countryChoice()).getByRole('radio', { name: option })).toBeChecked();
  });

  it('choosing KSA sets the code sa (kept in storage after consent), choosing UAE sets ae', async () => {
    renderStorefront('/', { consent: true });
    await userEvent.click(within(countryChoice()).getByText('KSA'));
    expect(within(countryChoice()).getByRole('radio', { name: 'KSA' })).toBeChecked();
    expect(window.localStorage.getItem(storageKeys.selectedCountry)).toBe('sa');

    await userEvent.click(within(countryChoice()).getByText('UAE'));
    expect(within(countryChoice()).getByRole('radio', { name: 'UAE' })).toBeChecked();
    expect(window.localStorage.getItem(storageKeys.selectedCountry)).toBe('ae');
  });

  it('with the default code pk, choosing the UAE option (already shown as selected) sets ae', async () => {
    renderStorefront('/', { consent: true });
    expect(within(countryChoice()).getByRole('radio', { name: 'UAE' })).toBeChecked();
    await userEvent.click(within(countryChoice()).getByText('UAE'));
    expect(window.localStorage.getItem(storageKeys.selectedCountry)).toBe('ae');
  });

  it('before consent a choice changes the page but stores nothing', async () => {
    renderStorefront('/');
    await userEvent.click(within(countryChoice()).getByText('KSA'));
    expect(within(countryChoice()).getByRole('radio', { name: 'KSA' })).toBeChecked();
    expect(Object.keys(window.localStorage)).toEqual([]);
  });
});
