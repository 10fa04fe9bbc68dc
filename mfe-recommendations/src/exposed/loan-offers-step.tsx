import { memo } from 'react';
import { StorefrontUiRoot } from '@storefront/shared/ui';
import { LoanOffers } from '../loan-offers/loan-offers';
import '../common/recommendations.css';

// The shell renders the step again with each change of its frame: the offers take no props, so
// memo keeps them out of it.
const Offers = memo(LoanOffers);

/** Step 4 for a loan. */
export default function LoanOffersStep() {
  return (
    <StorefrontUiRoot>
      <Offers />
    </StorefrontUiRoot>
  );
}
