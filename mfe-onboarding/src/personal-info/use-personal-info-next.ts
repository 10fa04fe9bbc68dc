import {
  choosesProduct,
  createCustomerProfile,
  problemNotice,
  useApplication,
  useNextHandler,
  useNotice,
  type CustomerProfile,
  type NextOutcome,
} from '@storefront/shared';
import { startApplication } from '../common/start-application';
import {
  customerProfilePayload,
  locationIdFromPromoCode,
  validatePersonalForm,
  type PersonalForm,
} from './personal-form';

/** Spec section 4, "Step 0 to next". */
export function usePersonalInfoNext(form: PersonalForm, showErrors: (form: PersonalForm) => void): void {
  const app = useApplication();
  const { notify } = useNotice();

  useNextHandler(async (): Promise<NextOutcome> => {
    const errors = validatePersonalForm(form);
    if (Object.keys(errors).length > 0) {
      showErrors({ ...form, errors });
      return { type: 'stay' };
    }

    let profile: CustomerProfile;
    try {
      profile = await createCustomerProfile(customerProfilePayload(form));
    } catch (error) {
      notify({ kind: 'error', ...problemNotice(error) });
      return { type: 'stay' };
    }
    const locationId = locationIdFromPromoCode(profile.promoCode);
    app.setCustomerId(profile.customerId);
    app.setLocationId(locationId);

    if (choosesProduct(app.countryCode)) {
      app.setProduct(null);
      return { type: 'advance' };
    }

    app.setProduct('Card');
    try {
      const ids = { customerId: profile.customerId, locationId };
      app.setApplicationId(await startApplication('Card', ids, app.countryCode));
    } catch {
      return { type: 'unexpectedError' };
    }
    return { type: 'advance' };
  });
}
