import type { Messages } from '@lingui/core';
import { registerCatalog, translate, type CatalogLoaders } from './catalogs';
import { useMessages, type Translate } from './use-messages';

export interface AppMessages<Catalog extends object> {
  /** In a component: the texts of the active language; it re-renders on a language switch. */
  useT(): Translate<Catalog>;
  /** Outside React (a notice raised in a handler, a label a helper computes): the active language at the time of the call. */
  t: Translate<Catalog>;
}

/**
 * An app's catalog, registered under its name (its key in shared/src/contract/platform.json): English bundled with the app,
 * the other languages from `loaders`, each a chunk of its own fetched when first used.
 */
export function appMessages<Catalog extends object>(app: string, english: Catalog, loaders: CatalogLoaders): AppMessages<Catalog> {
  registerCatalog(app, english as Messages, loaders);
  return {
    useT: () => useMessages<Catalog>(app),
    t: (key, values) => translate(app, key, values),
  };
}
