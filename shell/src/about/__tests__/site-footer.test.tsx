import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultOperatorIdentity, storageKeys, type OperatorIdentity } from '@storefront/shared';
import { mockApi, ok } from '@storefront/shared/testing';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { answerMarkets } from '../../test-support/markets';

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
});

const operator: OperatorIdentity = {
  legalName: 'Souq Compare FZ-LLC',
  registrationNumber: 'DMCC-123456',
  address: 'Unit 4, Tower B, Jumeirah Lakes Towers, Dubai',
  supportEmail: 'care@souq-compare.example',
  supportPhone: '+971 4 555 0100',
  whatsApp: '+971 50 555 0199',
  licences: {
    ae: { licence: 'Licence no. 778899', regulator: 'Central Bank of the UAE' },
    sa: { licence: 'Licence no. 1122', regulator: 'Saudi Central Bank (SAMA)' },
    pk: { licence: 'Licence no. PK-55', regulator: 'State Bank of Pakistan' },
  },
};

const footer = () => screen.getByRole('contentinfo');

it('names the placeholder company of the embedded default in the footer, before consent too', () => {
  renderStorefront('/');
  expect(screen.getByRole('dialog', { name: 'We value your privacy' })).toBeInTheDocument();
  expect(footer()).toHaveTextContent(`${defaultOperatorIdentity.legalName} runs this storefront.`);
  expect(footer()).toHaveTextContent('In Pakistan: Licence no. 000000 (placeholder), regulated by State Bank of Pakistan.');
  const links = within(footer()).getByRole('navigation', { name: 'About the storefront' });
  expect(within(links).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['How we make money', '/how-we-make-money'],
    ['Our partners', '/our-partners'],
  ]);
  expect(within(footer()).queryByText(/WhatsApp/)).not.toBeInTheDocument();
});

it("shows the deployment's company, the licence of the market in use, its contacts and WhatsApp for general questions only", () => {
  window.localStorage.setItem(storageKeys.selectedCountry, 'ae');
  renderStorefront('/help-and-support', { consent: true, runtimeConfig: { operator } });
  expect(footer()).toHaveTextContent('Souq Compare FZ-LLC runs this storefront. Registration no. DMCC-123456.');
  expect(footer()).toHaveTextContent('In UAE: Licence no. 778899, regulated by Central Bank of the UAE.');
  expect(within(footer()).getByText('Unit 4, Tower B, Jumeirah Lakes Towers, Dubai')).toBeInTheDocument();
  expect(within(footer()).getByRole('link', { name: 'care@souq-compare.example' })).toHaveAttribute('href', 'mailto:care@souq-compare.example');
  expect(within(footer()).getByRole('link', { name: '+971 4 555 0100' })).toHaveAttribute('href', 'tel:+97145550100');
  expect(within(footer()).getByRole('link', { name: '+971 50 555 0199' })).toHaveAttribute('href', 'https://wa.me/971505550199');
  expect(footer()).toHaveTextContent('WhatsApp, for general questions only');
  expect(footer()).toHaveTextContent(
    'We never collect your personal or financial details over WhatsApp or any other messaging app, as the Central Bank of the UAE requires.',
  );
});

it("lists every bank of the market's catalog with its licence line on 'Our partners'", async () => {
  window.localStorage.setItem(storageKeys.selectedCountry, 'sa');
  const api = mockApi().on('GET', '/api/banks/public/sa', ok([
    { bankId: 2201, name: 'Riyadh Star Bank', licence: 'Licensed by the Saudi Central Bank (SAMA), licence no. B-2201 (fictional)' },
    { bankId: 2202, name: 'Najd Bank', licence: 'Licensed by the Saudi Central Bank (SAMA), licence no. B-2202 (fictional)' },
  ]));
  renderStorefront('/our-partners', { consent: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Our partners' })).toBeInTheDocument();
  const list = await screen.findByRole('list');
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Riyadh Star BankLicensed by the Saudi Central Bank (SAMA), licence no. B-2201 (fictional)',
    'Najd BankLicensed by the Saudi Central Bank (SAMA), licence no. B-2202 (fictional)',
  ]);
  expect(api.callsTo('GET /api/banks/public/sa')).toHaveLength(1);
});

it("states on 'How we make money' who pays, that it never changes the order, and the market's own bonus", async () => {
  mockApi().on('GET', '/api/markets/public/pk', ok({ country: 'pk', productTypes: ['Card', 'Loan'], bonus: { amount: 5000, currency: 'PKR', lockDays: 30 } }));
  renderStorefront('/how-we-make-money', { consent: true });
  const page = await screen.findByRole('article', { name: 'How we make money' });
  expect(page).toHaveTextContent('Banks pay us when a visitor we sent them is approved for a card or loan.');
  expect(page).toHaveTextContent('Partner payments do not change the order.');
  expect(await within(page).findByText(/we give you a bonus of PKR 5,000 for any approved card/)).toBeInTheDocument();
  expect(within(page).getByRole('link', { name: 'How we rank' })).toHaveAttribute('href', '/how-we-rank');
});

it("'Reject non-essential' stores functional cookies only and opens the site, as an answer", async () => {
  const { loader } = fakeLoader({ 'mfe_support/HelpAndSupportPage': () => <h1>Contact us</h1> });
  renderStorefront('/help-and-support', { loader });
  const banner = screen.getByRole('dialog', { name: 'We value your privacy' });
  const reject = within(banner).getByRole('button', { name: 'Reject non-essential' });
  expect(reject.className).toBe(within(banner).getByRole('button', { name: 'Accept All Cookies' }).className);
  await userEvent.click(reject);
  expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'We value your privacy' })).not.toBeInTheDocument();
  expect(JSON.parse(window.localStorage.getItem(storageKeys.cookieSettings)!)).toEqual({ functional: true, performance: false, advertising: false });
  expect(window.localStorage.getItem(storageKeys.cookieConsent)).not.toBeNull();
});

it.each([
  ['ae', 'AED 200'],
  ['sa', 'SAR 200'],
  ['pk', 'PKR 5,000'],
] as const)("keeps the page's description on the market's own bonus (%s: %s)", async (country, bonus) => {
  document.head.innerHTML = '<meta name="description" content="">';
  window.localStorage.setItem(storageKeys.selectedCountry, country);
  answerMarkets();
  renderStorefront('/');
  const description = document.querySelector('meta[name="description"]')!;
  // The amount as formatMoney writes it, its space unbreakable.
  await waitFor(() =>
    expect(description.getAttribute('content')?.replace(/\s/g, ' ')).toBe(
      `Compare credit cards and instant cash loans in the UAE, Saudi Arabia and Pakistan, and get a free ${bonus} bonus for any approved card or loan.`,
    ),
  );
});
