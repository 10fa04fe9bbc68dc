import { setRuntimeConfig } from '../../runtime-config';
import { request } from '../client';
import {
  catalogPreviewKey, catalogPreviewState, exitCatalogPreview, subscribeCatalogPreview, takePreviewTokenFromAddress,
} from '../catalog-preview';

const fetchMock = jest.fn();

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } }));
const sentPreview = (call: number) => ((fetchMock.mock.calls[call][1] as RequestInit).headers as Record<string, string>)['X-Catalog-Preview'];

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.sessionStorage.clear();
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' },
    chunkLoadTimeoutMs: 120000,
  });
  window.history.replaceState(null, '', '/');
});

describe('a catalog draft previewed in the tab', () => {
  it("takes the preview link's token into the tab's session storage and out of the address", () => {
    window.history.replaceState(null, '', '/step/2?preview=the-token&utm=x#top');
    takePreviewTokenFromAddress();
    expect(window.sessionStorage.getItem(catalogPreviewKey)).toBe('the-token');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/step/2?utm=x#top');
    expect(catalogPreviewState()).toBe('on');
  });

  it('sends the token on every call while the tab holds it, and none after Exit preview', async () => {
    window.sessionStorage.setItem(catalogPreviewKey, 'the-token');
    fetchMock.mockImplementation(() => answer(200, []));
    await request('GET', '/api/banners/public');
    await request('POST', '/api/funnel-events/public', { body: { step: 'step0' } });
    expect([sentPreview(0), sentPreview(1)]).toEqual(['the-token', 'the-token']);
    exitCatalogPreview();
    await request('GET', '/api/banners/public');
    expect(sentPreview(2)).toBeUndefined();
    expect(catalogPreviewState()).toBe('off');
  });

  it.each(['preview.ended', 'preview.invalid'])('drops a token the API refuses (%s), says the preview ended and asks again live', async (code) => {
    window.sessionStorage.setItem(catalogPreviewKey, 'old-token');
    const changes = jest.fn();
    const unsubscribe = subscribeCatalogPreview(changes);
    fetchMock
      .mockImplementationOnce(() => answer(401, { code, title: 'The preview has ended', detail: 'expired', status: 401 }))
      .mockImplementationOnce(() => answer(200, [{ id: 1 }]));
    await expect(request('GET', '/api/banners/public')).resolves.toEqual([{ id: 1 }]);
    expect(sentPreview(0)).toBe('old-token');
    expect(sentPreview(1)).toBeUndefined();
    expect(window.sessionStorage.getItem(catalogPreviewKey)).toBeNull();
    expect(catalogPreviewState()).toBe('ended');
    expect(changes).toHaveBeenCalled();
    unsubscribe();
    exitCatalogPreview();
  });
});
