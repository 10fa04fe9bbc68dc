import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@storefront/shared';
import { mockApi, type MockApi } from '@storefront/shared/testing';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';

const privacyContent = {
  privacy_info: [
    { contents: ['This policy explains how we use your details.'] },
    { title: 'Cookies', contents: ['Functional cookies keep the site working.', 'You may switch others off.'] },
  ],
};

let api: MockApi;

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
  api = mockApi({ 'GET /content/privacy.json': { body: privacyContent } });
});
afterEach(() => jest.restoreAllMocks());

const banner = () => screen.queryByRole('dialog', { name: 'We value your privacy' });
const storedKeys = () => Object.keys(window.localStorage);

function renderWithoutConsent() {
  const { loader, requests } = fakeLoader();
  renderStorefront('/', { loader });
  return { requests };
}

describe('cookie consent banner', () => {
  it('shows with its buttons and Privacy Policy link while no consent is stored', () => {
    renderWithoutConsent();
    const prompt = banner()!;
    expect(prompt).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Manage Cookies' })).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Accept All Cookies' })).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('stays hidden when cookieConsent is given', () => {
    renderStorefront('/', { consent: true });
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows again when the stored value is anything but given', () => {
    window.localStorage.setItem(storageKeys.cookieConsent, 'maybe');
    renderStorefront('/');
    expect(banner()).toBeInTheDocument();
  });

  it("'Accept All Cookies' stores consent, hides the banner and opens the site", async () => {
    const { requests } = renderWithoutConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(window.localStorage.getItem(storageKeys.cookieConsent)).toBe('given');
    expect(banner()).not.toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Application steps' })).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('mfe_onboarding/PersonalInfoStep'));
  });
});

describe('Manage Cookie Settings popup', () => {
  async function openSettings() {
    renderWithoutConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    // antd and the popup load on this first opening.
    return screen.findByRole('dialog', { name: 'Manage Cookie Settings' });
  }

  it("'Manage Cookies' hides the banner and opens the popup with functional on, performance and advertising off", async () => {
    const popup = await openSettings();
    expect(banner()).not.toBeInTheDocument();
    expect(within(popup).getByRole('switch', { name: 'Functional' })).toBeChecked();
    expect(within(popup).getByRole('switch', { name: 'Performance' })).not.toBeChecked();
    expect(within(popup).getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
    expect(storedKeys()).toEqual([]);
  });

  it("'Confirm My Choices' stores the settings and consent, closes the popup and opens the site", async () => {
    const popup = await openSettings();
    await userEvent.click(within(popup).getByRole('switch', { name: 'Performance' }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Confirm My Choices' }));

    expect(JSON.parse(window.localStorage.getItem(storageKeys.cookieSettings)!)).toEqual({
      functional: true,
      performance: true,
      advertising: false,
    });
    expect(window.localStorage.getItem(storageKeys.cookieConsent)).toBe('given');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Manage Cookie Settings' })).not.toBeInTheDocument(),
    );
    // The banner is shown again, and its own rule hides it now that consent is given.
    expect(banner()).not.toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Application steps' })).toBeInTheDocument();
  });

  it("'Cancel' closes the popup, clears the stored consent and shows the banner again", async () => {
    window.localStorage.setItem(storageKeys.cookieConsent, 'withdrawn');
    const popup = await openSettings();
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));

    expect(window.localStorage.getItem(storageKeys.cookieConsent)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.cookieSettings)).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Manage Cookie Settings' })).not.toBeInTheDocument(),
    );
    expect(banner()).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Application steps' })).not.toBeInTheDocument();
  });

  it('opens with the defaults again after a cancelled change', async () => {
    let popup = await openSettings();
    await userEvent.click(within(popup).getByRole('switch', { name: 'Advertising' }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    popup = await screen.findByRole('dialog', { name: 'Manage Cookie Settings' });
    expect(within(popup).getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
  });
});

describe('Privacy Policy sheet', () => {
  async function openSheet() {
    renderWithoutConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    return screen.getByRole('dialog', { name: 'Privacy Policy' });
  }

  it('hides the banner and shows the sections loaded on demand, at 80 % of the maximum height', async () => {
    expect(api.calls).toEqual([]);
    const sheet = await openSheet();
    expect(banner()).not.toBeInTheDocument();
    expect(sheet).toHaveStyle({ height: '80vh' });
    expect(await within(sheet).findByText('This policy explains how we use your details.')).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: 'Cookies' })).toBeInTheDocument();
    expect(within(sheet).getByText('You may switch others off.')).toBeInTheDocument();
    // Besides the hero's market (the bonus promise), only the privacy content.
    expect(api.calls.map((call) => call.url).filter((url) => !url.includes('/api/markets/public/'))).toEqual([
      '/content/privacy.json',
    ]);
  });

  it('in Arabic, loads the Arabic policy beside the English one and shows it', async () => {
    api = mockApi({
      'GET /content/privacy.json': { body: privacyContent },
      'GET /content/privacy.ar.json': { body: { privacy_info: [{ title: 'ملفات تعريف الارتباط', contents: ['نستخدم بياناتك لمعالجة طلبك.'] }] } },
    });
    // A browser that prefers Arabic: before consent the page follows it.
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-AE', 'en']);
    renderWithoutConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'سياسة الخصوصية' }));
    const sheet = await screen.findByRole('dialog', { name: 'سياسة الخصوصية' });
    expect(await within(sheet).findByText('نستخدم بياناتك لمعالجة طلبك.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toContain('/content/privacy.ar.json');
    expect(api.calls.map((call) => call.url)).not.toContain('/content/privacy.json');
  });

  it.each(['Close', 'Agree & Continue'])(
    "'%s' closes the sheet and shows the banner again, storing nothing",
    async (button) => {
      const sheet = await openSheet();
      await userEvent.click(within(sheet).getByRole('button', { name: button }));
      expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).not.toBeInTheDocument();
      expect(banner()).toBeInTheDocument();
      expect(storedKeys()).toEqual([]);
    },
  );

  function dragDown(distance: number) {
    const handle = screen.getByTestId('privacy-sheet-drag-area');
    act(() => {
      fireEvent.pointerDown(handle, { clientY: 300, pointerId: 1 });
      fireEvent.pointerMove(handle, { clientY: 300 + distance, pointerId: 1 });
      fireEvent.pointerUp(handle, { clientY: 300 + distance, pointerId: 1 });
    });
  }

  it('closes when dragged down by more than 50 pixels', async () => {
    await openSheet();
    dragDown(51);
    expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
  });

  it('stays open when dragged down by 50 pixels or less', async () => {
    const sheet = await openSheet();
    dragDown(50);
    expect(sheet).toBeInTheDocument();
    expect(sheet.style.transform).toBe('');
  });

  it('closes when it asks to (Escape)', async () => {
    await openSheet();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
  });
});
