import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readStorage, storageKeys } from '@storefront/shared';
import { mockApi, renderStep } from '@storefront/shared/testing';
import { home, homeMarker, supportPages } from '../../test-support/routes';
import rawTermsContent from '../terms-content.json';
import * as termsModule from '../terms-content';
import { withMarketBonus } from '../terms-bonus';

/** Each market's answer: its own bonus, paid within its lock period. */
const markets = {
  'GET /api/markets/public/pk': { body: { country: 'pk', productTypes: ['Card', 'Loan'], bonus: { amount: 5000, currency: 'PKR', lockDays: 30 } } },
  'GET /api/markets/public/ae': { body: { country: 'ae', productTypes: ['Card', 'Loan'], bonus: { amount: 200, currency: 'AED', lockDays: 30 } } },
  'GET /api/markets/public/sa': { body: { country: 'sa', productTypes: ['Card', 'Loan'], bonus: { amount: 200, currency: 'SAR', lockDays: 45 } } },
} as const;
/** The terms as a visitor in Pakistan reads them. */
const termsContent = withMarketBonus(rawTermsContent, { amount: 'PKR 5,000', days: 30 });

beforeEach(() => {
  window.localStorage.clear();
  mockApi({ ...markets });
});
afterEach(() => jest.restoreAllMocks());

describe('the terms of service page', () => {
  it('renders every section of the content file, with its tag line and list', async () => {
    renderStep(home, { ...supportPages, initialEntries: ['/terms-of-service'] });

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Contents', ...termsContent.sections.map((s) => s.Heading)]);
    expect(termsContent.sections.length).toBeGreaterThanOrEqual(8);

    const withOptions = termsContent.sections.filter((section) => 'options' in section && section.options);
    expect(withOptions.length).toBeGreaterThan(0);
    for (const section of withOptions) {
      const region = screen.getByRole('heading', { name: section.Heading }).closest('section')!;
      expect(within(region).getByText(section.Content)).toBeInTheDocument();
      expect(within(region).getByText(section.options!.tagLine)).toBeInTheDocument();
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(section.options!.list);
    }
  });

  it('opens with a table of contents whose links lead to each section, and each section leads back to it', async () => {
    renderStep(home, { ...supportPages, initialEntries: ['/terms-of-service'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(termsContent.sections.map((s) => s.Heading));
    for (const [i, link] of links.entries()) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(target).not.toBeNull();
      expect(within(target).getByRole('heading', { level: 2 })).toHaveTextContent(termsContent.sections[i]!.Heading);
      expect(within(target).getByRole('link', { name: 'Back to contents' })).toHaveAttribute('href', `#${contents.id}`);
    }
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(links.length);
  });

  it("stores the terms-of-service flag on 'Agree and Continue', then goes back", async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/', '/terms-of-service'] });

    await screen.findAllByRole('heading', { level: 2 });
    await user.click(screen.getByRole('button', { name: 'Agree and Continue' }));

    expect(readStorage(storageKeys.termsOfService)).toBe('true');
    expect(screen.getByText(homeMarker)).toBeInTheDocument();
  });

  it("goes back in history with 'Back', storing nothing", async () => {
    const user = userEvent.setup();
    mockApi({ ...markets, 'POST /api/email/public': { status: 202, body: {} } });
    renderStep(home, { ...supportPages, initialEntries: ['/', '/help-and-support', '/terms-of-service'] });

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('heading', { name: 'Help & Support' })).toBeInTheDocument();
    expect(readStorage(storageKeys.termsOfService)).toBeNull();
  });

  it('goes home when the tab has nothing behind this page to go back to', async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/terms-of-service'] });

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByText(homeMarker)).toBeInTheDocument();
  });

  it.each([
    ['pk', 'A free PKR 5,000 bonus is promised', 'within 30 days of the approval'],
    ['ae', 'A free AED 200 bonus is promised', 'within 30 days of the approval'],
    ['sa', 'A free SAR 200 bonus is promised', 'within 45 days of the approval'],
  ] as const)("%s: section 6 states the market's own bonus and lock period, apart from a bank's welcome offer", async (countryCode, promise, within) => {
    renderStep(home, { ...supportPages, initialEntries: ['/terms-of-service'], seed: { countryCode } });
    const section = (await screen.findByRole('heading', { name: '6. The storefront bonus' })).closest('section')!;
    expect(section).toHaveTextContent(promise);
    expect(section).toHaveTextContent('It is ours, and comes apart from any welcome offer a bank makes on its own conditions.');
    expect(section).toHaveTextContent(within);
    expect(section).not.toHaveTextContent(/\{bonus\}|\{days\}/);
  });

  it('names the chunk when the terms cannot be loaded, and lets nobody agree to unseen terms', async () => {
    const load = jest.spyOn(termsModule, 'loadTermsContent').mockRejectedValueOnce(new Error('ChunkLoadError'));
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/', '/terms-of-service'] });

    expect(await screen.findByText('Loading chunk terms-content failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agree and Continue' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: termsContent.sections[0].Heading })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Agree and Continue' })).toBeEnabled();
  });
});

describe('the terms link of the help form', () => {
  beforeEach(() => {
    mockApi({ ...markets, 'POST /api/email/public': { status: 202, body: {} } });
  });

  it('opens the terms and, back on the form, keeps what the visitor typed', async () => {
    const user = userEvent.setup();
    renderStep(home, { ...supportPages, initialEntries: ['/', '/help-and-support'] });
    await user.click(screen.getByLabelText('Full Name'));
    await user.paste('Amina Khan');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Where is my bonus?');

    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    await screen.findAllByRole('heading', { level: 2 });
    await user.click(screen.getByRole('button', { name: 'Agree and Continue' }));

    expect(screen.getByLabelText('Full Name')).toHaveValue('Amina Khan');
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my bonus?');
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked();
  });
});
