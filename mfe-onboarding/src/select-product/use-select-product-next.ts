import { useApplication, useNextHandler, useNotice, type NextOutcome } from '@storefront/shared';
import { startApplication } from '../common/start-application';
import { t } from '../i18n';

/** Spec section 4, "Step 1 to 2". */
export function useSelectProductNext(): void {
  const app = useApplication();
  const { notify } = useNotice();

  useNextHandler(async (): Promise<NextOutcome> => {
    const { product, customerId, locationId, countryCode, language } = app;
    if (!product) {
      notify({
        kind: 'warning',
        title: t('selectProduct.productRequiredTitle'),
        message: t('selectProduct.productRequiredMessage'),
      });
      return { type: 'stay' };
    }
    // Without the customer from step 0 there is nothing to apply with: the generic dialog.
    if (customerId === null || locationId === null) return { type: 'unexpectedError' };
    try {
      app.setApplicationId(await startApplication(product, { customerId, locationId }, countryCode, language));
    } catch {
      return { type: 'unexpectedError' };
    }
    return { type: 'advance' };
  });
}
