import type { CountryCode, Language } from '@storefront/shared/contract';
import type { CatalogService } from './service.js';

/**
 * A product's and its bank's names in `language`, as the catalog gives them (falling back to
 * English text by text); the stored English names for a product the catalog no longer lists.
 */
export async function productNames(
  catalog: CatalogService,
  product: { country: CountryCode; productId: number; productName: string; bankName: string },
  language: Language,
): Promise<{ productName: string; bankName: string }> {
  const country = await catalog.country(product.country, language);
  const entry = country.cardsById.get(product.productId) ?? country.loans.find((l) => l.productId === product.productId);
  return {
    productName: entry?.productName || product.productName,
    bankName: entry?.organizationName || product.bankName,
  };
}
