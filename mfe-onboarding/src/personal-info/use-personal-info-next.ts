import { useState } from 'react';
import {
  createCustomerProfile,
  offersLoans,
  problemNotice,
  useApplication,
  useLoadMarket,
  useNextHandler,
  useNotice,
  submissionKeys,
  type CustomerProfile,
  type Market,
  type NextOutcome,
} from '@storefront/shared';
import { startApplication } from '../common/start-application';
import {
  customerProfilePayload,
  locationIdFromPromoCode,
  validatePersonalForm,
  type FormContext,
  type PersonalForm,
} from './personal-form';

/**
 * Spec section 4, "Step 0 to next", by the country's market: where its catalog offers loans the
 * visitor chooses at step 1, elsewhere the product is Card and the wizard jumps to step 2.
 */
export function usePersonalInfoNext(
  form: PersonalForm,
  showErrors: (form: PersonalForm) => void,
  context: FormContext | null,
): void {
  const app = useApplication();
  const { notify } = useNotice();
  const loadMarket = useLoadMarket();
  // One Idempotency-Key per submission of the form: Next again on the same details in the same
  // country (after a lost answer or an error) repeats that submission; changed details are a new one.
  const [keyFor] = useState(submissionKeys);

  useNextHandler(async (): Promise<NextOutcome> => {
    // The form shows once its phone rules have loaded; until then Next has nothing to check.
    if (!context) return { type: 'stay' };
    const errors = validatePersonalForm(form, context);
    if (Object.keys(errors).length > 0) {
      showErrors({ ...form, errors });
      return { type: 'stay' };
    }

    // Where the wizard goes next depends on the country's market; without it nothing is created,
    // and the visitor reads why as for any failed call (e.g. 'No response from server').
    let market: Market;
    try {
      market = await loadMarket(app.countryCode);
    } catch (error) {
      notify({ kind: 'error', ...problemNotice(error) });
      return { type: 'stay' };
    }

    let profile: CustomerProfile;
    try {
      const payload = customerProfilePayload(form, context);
      profile = await createCustomerProfile(payload, keyFor({ country: app.countryCode, payload }));
    } catch (error) {
      notify({ kind: 'error', ...problemNotice(error) });
      return { type: 'stay' };
    }
    const locationId = locationIdFromPromoCode(profile.promoCode);
    // createCustomerProfile keeps the customer's access token for the calls that follow.
    app.setCustomerId(profile.customerId);
    app.setCustomerEmail(profile.email);
    app.setLocationId(locationId);

    if (offersLoans(market)) {
      app.setProduct(null);
      return { type: 'advance' };
    }

    app.setProduct('Card');
    try {
      const ids = { customerId: profile.customerId, locationId };
      app.setApplicationId(await startApplication('Card', ids, app.countryCode, app.language));
    } catch {
      return { type: 'unexpectedError' };
    }
    return { type: 'advance' };
  });
}
