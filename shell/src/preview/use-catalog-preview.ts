import { useSyncExternalStore } from 'react';
import { catalogPreviewState, subscribeCatalogPreview, type CatalogPreviewState } from '@storefront/shared';

/** Whether this tab previews a catalog draft ('on'), did until the API refused it ('ended'), or not. */
export function useCatalogPreview(): CatalogPreviewState {
  return useSyncExternalStore(subscribeCatalogPreview, catalogPreviewState, () => 'off');
}
