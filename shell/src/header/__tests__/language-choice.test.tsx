import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@storefront/shared';
import { renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { answerMarkets } from '../../test-support/markets';

const banner = () => screen.getByRole('banner');
const languageChoice = (name = 'Language') => within(banner()).getByRole('combobox', { name });
const offered = (name?: string) => within(languageChoice(name)).getAllByRole('option').map((option) => option.textContent);
const html = document.documentElement;

function browserPrefers(...languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
  answerMarkets();
});
afterEach(() => jest.restoreAllMocks());

describe('language choice', () => {
  it.each([
    ['pk', ['English', 'اردو', 'العربية']],
    ['ae', ['English', 'العربية']],
    ['sa', ['English', 'العربية']],
  ] as const)('offers the languages of %s, each named in itself', (country, names) => {
    renderStorefront('/', { runtimeConfig: { defaultCountry: country } });
    expect(offered()).toEqual(names);
    expect(languageChoice()).toHaveValue('en');
  });

  it('choosing Arabic turns the page right to left, in Arabic, header included', async () => {
    renderStorefront('/', { runtimeConfig: { defaultCountry: 'ae' } });
    await userEvent.selectOptions(languageChoice(), 'العربية');
    await waitFor(() => expect(html).toHaveAttribute('dir', 'rtl'));
    expect(html).toHaveAttribute('lang', 'ar');
    expect(languageChoice('اللغة')).toHaveValue('ar');
    expect(within(banner()).getByRole('button', { name: 'المساعدة والدعم' })).toBeInTheDocument();
    const countries = within(banner()).getByRole('radiogroup', { name: 'الدولة' });
    expect(within(countries).getByRole('radio', { name: 'الإمارات' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'احصل على استرداد نقدي فوري' })).toBeInTheDocument();

    await userEvent.selectOptions(languageChoice('اللغة'), 'English');
    await waitFor(() => expect(html).toHaveAttribute('dir', 'ltr'));
    expect(within(banner()).getByRole('button', { name: 'Help & Support' })).toBeInTheDocument();
  });

  it('remembers the choice for the next visit once consent is given', async () => {
    renderStorefront('/', { consent: true, runtimeConfig: { defaultCountry: 'pk' } });
    expect(window.localStorage.getItem(storageKeys.selectedLanguage)).toBeNull();
    await userEvent.selectOptions(languageChoice(), 'اردو');
    await waitFor(() => expect(html).toHaveAttribute('lang', 'ur'));
    expect(window.localStorage.getItem(storageKeys.selectedLanguage)).toBe('ur');
  });

  it('before consent a choice changes the page but stores nothing', async () => {
    renderStorefront('/', { runtimeConfig: { defaultCountry: 'ae' } });
    await userEvent.selectOptions(languageChoice(), 'العربية');
    await waitFor(() => expect(html).toHaveAttribute('lang', 'ar'));
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it("starts in the browser's language when the country offers it and nothing is stored", async () => {
    browserPrefers('ar-AE', 'en');
    renderStorefront('/', { runtimeConfig: { defaultCountry: 'ae' } });
    await waitFor(() => expect(html).toHaveAttribute('dir', 'rtl'));
    expect(languageChoice('اللغة')).toHaveValue('ar');
  });

  it('starts in the stored choice when the country offers it, else in the browser’s', async () => {
    browserPrefers('en-GB');
    window.localStorage.setItem(storageKeys.selectedLanguage, 'ur');
    window.localStorage.setItem(storageKeys.selectedCountry, 'pk');
    const { unmount } = renderStorefront('/', { consent: true });
    await waitFor(() => expect(html).toHaveAttribute('lang', 'ur'));
    unmount();

    window.localStorage.setItem(storageKeys.selectedCountry, 'ae');
    renderStorefront('/', { consent: true });
    await waitFor(() => expect(html).toHaveAttribute('lang', 'en'));
    expect(offered()).toEqual(['English', 'العربية']);
  });
});

describe('a change of country', () => {
  const chooseCountry = async (name: string) =>
    userEvent.click(within(within(banner()).getByRole('radiogroup')).getByText(name));

  it('keeps a language the new country offers', async () => {
    renderStorefront('/', { runtimeConfig: { defaultCountry: 'pk' } });
    await userEvent.selectOptions(languageChoice(), 'العربية');
    await waitFor(() => expect(html).toHaveAttribute('lang', 'ar'));
    await chooseCountry('الإمارات');
    expect(within(banner()).getByRole('radio', { name: 'الإمارات' })).toBeChecked();
    expect(html).toHaveAttribute('lang', 'ar');
    expect(offered('اللغة')).toEqual(['English', 'العربية']);
  });

  it("switches to the new country's preferred language when it does not offer the one in use", async () => {
    browserPrefers('ur-PK', 'ar', 'en');
    renderStorefront('/', { runtimeConfig: { defaultCountry: 'pk' } });
    await waitFor(() => expect(html).toHaveAttribute('lang', 'ur'));
    await chooseCountry('متحدہ عرب امارات');
    await waitFor(() => expect(html).toHaveAttribute('lang', 'ar'));
    expect(languageChoice('اللغة')).toHaveValue('ar');
  });
});
