import { useWizard } from '@storefront/shared';
import { FeatureSelection } from '../card-features/feature-selection';
import { StorefrontRoot } from '../common/storefront-root';
import { FeatureRanking } from '../feature-ranking/feature-ranking';
import '../common/recommendations.css';

/** Step 3: sub-step 0 chooses the features, sub-step 1 ranks them. */
export default function CardFeatureStep() {
  const { position } = useWizard();
  return <StorefrontRoot>{position.subStep === 1 ? <FeatureRanking /> : <FeatureSelection />}</StorefrontRoot>;
}
