import { useCallback, useSyncExternalStore } from 'react';
import { i18n, loadCatalog } from './catalogs';
import type { Language } from './languages';

export type MessageValues = Record<string, unknown>;
export type Translate<Catalog> = (key: keyof Catalog & string, values?: MessageValues) => string;

// Counts the store's changes (a catalog loaded, a language activated): what reads texts re-renders on each.
let revision = 0;
i18n.on('change', () => {
  revision += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentRevision = () => revision;

/**
 * An app's texts in the active language, read straight from the one store (no provider needed).
 * The function changes when the store does, so what uses it re-renders on a language switch; while
 * the app's catalog of that language is being fetched the component suspends (the nearest Suspense
 * boundary shows).
 */
export function useMessages<Catalog extends object>(app: string): Translate<Catalog> {
  const seen = useSyncExternalStore(subscribe, currentRevision, currentRevision);
  const t = useCallback<Translate<Catalog>>(
    (key, values) => i18n._(`${app}.${key}`, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function for each revision of the store
    [app, seen],
  );
  const pending = loadCatalog(app, i18n.locale as Language);
  if (pending) throw pending;
  return t;
}
