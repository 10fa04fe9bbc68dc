import { StorefrontRoot } from '../common/storefront-root';
import { LoanOffers } from '../loan-offers/loan-offers';
import '../common/recommendations.css';

/** Step 4 for a loan. */
export default function LoanOffersStep() {
  return (
    <StorefrontRoot>
      <LoanOffers />
    </StorefrontRoot>
  );
}
