import { AsyncLocalStorage } from 'node:async_hooks';
import type { CatalogSnapshot } from './service.js';

/**
 * The catalog a request is answered from when it previews a draft (plugins/app/catalog-preview.ts):
 * CatalogService serves this snapshot instead of the live one to everything the request calls,
 * the engines and services included, and to nothing else.
 */
export const catalogPreviewScope = new AsyncLocalStorage<CatalogSnapshot>();

/** The previewed draft's snapshot when the running request previews one, else undefined. */
export function previewedSnapshot(): CatalogSnapshot | undefined {
  return catalogPreviewScope.getStore();
}
