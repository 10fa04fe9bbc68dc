import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage, exitCatalogPreview } from '@storefront/shared';
import { catalogPreviewHeader } from '@storefront/shared/contract';
import { mockApi } from '@storefront/shared/testing';
import { renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { answerMarkets } from '../../test-support/markets';
import PreviewBar from '../preview-bar';

/** Where the tab keeps the preview link's token (session storage). */
const catalogPreviewKey = 'catalogPreview';
const marketsCall = /^\/api\/markets\/public\/(ae|sa|pk)$/;

beforeEach(() => {
  quietExpectedRemoteErrors();
  // jsdom does not navigate: "Exit preview"'s reload is reported, not made.
  const quiet = console.error as jest.Mock;
  const shown = quiet.getMockImplementation()!;
  quiet.mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => /Not implemented: navigation/.test(String((arg as Error)?.message ?? arg)))) return;
    shown(...args);
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  exitCatalogPreview();
});

afterAll(() => activateLanguage('en', 'ae'));

describe('a tab previewing a catalog draft', () => {
  it.each(['/', '/help-and-support', '/terms-of-service'])('marks %s "Preview", says a draft is shown and offers "Exit preview"', async (path) => {
    answerMarkets();
    window.sessionStorage.setItem(catalogPreviewKey, 'a-preview-token');
    renderStorefront(path, { consent: true });
    const bar = await screen.findByRole('region', { name: 'Preview' }, { timeout: 30_000 });
    expect(within(bar).getByText('Preview', { exact: true })).toBeInTheDocument();
    expect(within(bar).getByText('You are seeing a draft of the catalog, not the live site.')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Exit preview' })).toBeInTheDocument();
  }, 60_000);

  it("sends the preview's token with the API calls", async () => {
    const api = answerMarkets();
    window.sessionStorage.setItem(catalogPreviewKey, 'a-preview-token');
    renderStorefront('/', { consent: true });
    await waitFor(() => expect(api.callsTo('GET', marketsCall).length).toBeGreaterThan(0), { timeout: 30_000 });
    for (const call of api.callsTo('GET', marketsCall)) expect(call.headers[catalogPreviewHeader]).toBe('a-preview-token');
  }, 60_000);

  it('shows no Preview mark on a tab that previews nothing', async () => {
    answerMarkets();
    renderStorefront('/help-and-support', { consent: true });
    await screen.findByRole('banner');
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('"Exit preview" drops the preview and the journey made in it', async () => {
    answerMarkets();
    window.sessionStorage.setItem(catalogPreviewKey, 'a-preview-token');
    window.sessionStorage.setItem('journey.step', '"offers"');
    renderStorefront('/help-and-support', { consent: true });
    await userEvent.click(within(await screen.findByRole('region', { name: 'Preview' }, { timeout: 30_000 })).getByRole('button', { name: 'Exit preview' }));
    expect(window.sessionStorage.getItem(catalogPreviewKey)).toBeNull();
    expect(window.sessionStorage.getItem('journey.step')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  }, 60_000);

  it('says the preview has ended once the API refuses its token, drops the token, and closes', async () => {
    mockApi().on('GET', marketsCall, { status: 401, body: { code: 'preview.ended', title: 'The preview has ended', status: 401 } });
    window.sessionStorage.setItem(catalogPreviewKey, 'an-expired-preview-token');
    renderStorefront('/', { consent: true });
    const text = await screen.findByText('The preview has ended: you are seeing the live catalog.', undefined, { timeout: 30_000 });
    const ended = text.closest<HTMLElement>('[role="status"]')!;
    expect(ended).toBeInTheDocument();
    expect(window.sessionStorage.getItem(catalogPreviewKey)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    await userEvent.click(within(ended).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('The preview has ended: you are seeing the live catalog.')).not.toBeInTheDocument();
  }, 60_000);

  it.each([
    ['ar', 'ae', 'معاينة', 'إنهاء المعاينة'],
    ['ur', 'pk', 'پیش نظارہ', 'پیش نظارہ ختم کریں'],
  ] as const)('is marked in %s', async (language, market, marker, exit) => {
    await activateLanguage(language, market);
    render(<PreviewBar state="on" />);
    const bar = screen.getByRole('region', { name: marker });
    expect(within(bar).getByText(marker, { exact: true })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: exit })).toBeInTheDocument();
  });
});
