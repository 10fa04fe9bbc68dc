import type { Language } from '@storefront/shared/contract';
import { applicationView, type ApplicationViewSource } from '../db/repositories/applications.js';
import type { CatalogService } from '../catalog/service.js';

/** The application as the journey reads it, its product's and bank's names in the visitor's language. */
export async function applicationViewIn(catalog: CatalogService, row: ApplicationViewSource, language: Language) {
  const countryCatalog = await catalog.country(row.application.country, language);
  const id = row.product?.id;
  const entry = id === undefined ? undefined : countryCatalog.cardsById.get(id) ?? countryCatalog.loans.find((l) => l.productId === id);
  return applicationView(row, entry);
}
