import { sessionKeys, type PublicId, type StoredApplication, type WizardPosition } from '@storefront/shared';

export const testIds = {
  customerId: '5f0c3c3e-8a51-4d0e-9a43-0d6f7c1b2a10' as PublicId,
  applicationId: '0b6e1a2c-3d4f-4a5b-8c6d-7e8f9a0b1c2d' as PublicId,
};

/**
 * What a tab holds after a journey went this far (as a refresh or a restored tab finds it): the
 * application's ids, product and country, and the furthest step reached.
 */
export function keepJourneyInTab({
  product = 'Card',
  country = 'ae',
  furthest,
  shown = furthest,
  submitted = false,
}: {
  product?: StoredApplication['product'];
  country?: StoredApplication['country'];
  furthest: WizardPosition;
  shown?: WizardPosition;
  submitted?: boolean;
}): void {
  const application: StoredApplication = {
    country,
    applicationId: testIds.applicationId,
    customerId: testIds.customerId,
    customerEmail: 'sara@example.com',
    locationId: 1,
    product,
  };
  window.sessionStorage.setItem(sessionKeys.application, JSON.stringify(application));
  window.sessionStorage.setItem(sessionKeys.wizard, JSON.stringify({ furthest, shown, submitted }));
  window.sessionStorage.setItem(sessionKeys.accessToken, JSON.stringify('t'.repeat(43)));
}

/** A tab whose application was submitted and seen on /congratulations. */
export function keepSubmittedJourneyInTab(product: StoredApplication['product'] = 'Card'): void {
  keepJourneyInTab({ product, furthest: { step: 4, subStep: 0 }, submitted: true });
}
