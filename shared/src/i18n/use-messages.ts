import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { loadCatalog } from './catalogs';
import type { Language } from './languages';

export type MessageValues = Record<string, unknown>;
export type Translate<Catalog> = (key: keyof Catalog & string, values?: MessageValues) => string;

/**
 * An app's texts in the active language. The function changes on a language switch, so what uses
 * it re-renders; while the app's catalog of that language is being fetched the component suspends
 * (the nearest Suspense boundary shows).
 */
export function useMessages<Catalog extends object>(app: string): Translate<Catalog> {
  const { i18n, _ } = useLingui();
  const t = useCallback<Translate<Catalog>>((key, values) => _(`${app}.${key}`, values), [_, app]);
  const pending = loadCatalog(app, i18n.locale as Language);
  if (pending) throw pending;
  return t;
}
