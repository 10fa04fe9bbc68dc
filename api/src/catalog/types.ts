/** The catalog files' shapes live in the shared contract (catalog-file.ts); the API's in-memory catalog is below. */
export {
  CommonFileSchema,
  CountryFileSchema,
  type CommonFile,
  type CountryFile,
  type LocalizedText,
  type EligibilityCriteria,
  type CardRewardsFile,
  type OptionFactsFile,
  type SpendingAmountsFile,
} from '@storefront/shared/contract';
import type { CommonFile, CountryFile } from '@storefront/shared/contract';

export interface CatalogImage {
  folder: 'cards' | 'features' | 'banners';
  name: string;
  contentType: 'image/svg+xml' | 'image/png';
  body: Buffer;
}

export interface Catalog {
  version: string;
  checksum: string;
  common: CommonFile;
  countries: CountryFile[];
  images: CatalogImage[];
}
