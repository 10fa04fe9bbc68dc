import { createApplication, loadQuestions, type CountryCode, type Language, type ProductType, type PublicId } from '@storefront/shared';

export interface ApplicantIds {
  customerId: PublicId;
  locationId: number;
}

/**
 * Creates the application (status Created) and puts the product's questions in the shared cache
 * (in the visitor's language) so that step 2 opens with them. A questions failure is left for step 2 to show; an application
 * failure propagates.
 */
export async function startApplication(
  product: ProductType,
  ids: ApplicantIds,
  countryCode: CountryCode,
  language: Language,
): Promise<PublicId> {
  const application = await createApplication({
    customer: { customerId: ids.customerId },
    location: { locationId: ids.locationId },
    applicationType: product,
    status: 'Created',
  });
  await loadQuestions(product, countryCode, language);
  return application.applicationId;
}
