import { readSessionStorage, removeSessionStorage, writeSessionStorage } from '../storage';
import { catalogPreviewParam } from '../contract/catalog-preview';

/**
 * A catalog draft previewed in this tab: the token of the operator's preview link, kept in session
 * storage (the tab's, never another tab's, gone with it; outside the journey's keys, so a clean
 * journey keeps it), and sent by the API client on every call. Read from storage on each call, so a
 * copy of this module loaded apart from the shell's sends it too.
 */
export const catalogPreviewKey = 'catalogPreview';

export type CatalogPreviewState = 'off' | 'on' | 'ended';

let ended = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function currentPreviewToken(): string | null {
  return readSessionStorage(catalogPreviewKey);
}

/** Whether the tab previews a draft, or did until the API refused its token. */
export function catalogPreviewState(): CatalogPreviewState {
  if (currentPreviewToken()) return 'on';
  return ended ? 'ended' : 'off';
}

export function subscribeCatalogPreview(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The preview link's token, taken from the address (`?preview=`) into the tab's storage and
 * removed from the address, so that a shared or bookmarked address of the page carries none.
 */
export function takePreviewTokenFromAddress(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(catalogPreviewParam);
  if (token === null) return;
  if (token) writeSessionStorage(catalogPreviewKey, token);
  url.searchParams.delete(catalogPreviewParam);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  notify();
}

/** The visitor leaves the preview: the live catalog from the next call on. */
export function exitCatalogPreview(): void {
  removeSessionStorage(catalogPreviewKey);
  ended = false;
  notify();
}

/** The API refused the token (forged, expired, its draft gone): the tab drops it and says so. */
export function endCatalogPreview(): void {
  if (!currentPreviewToken()) return;
  removeSessionStorage(catalogPreviewKey);
  ended = true;
  notify();
}

/** The problem codes with which the API refuses a preview token. */
export const endedPreviewCodes: readonly string[] = ['preview.invalid', 'preview.ended'];
