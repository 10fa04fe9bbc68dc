import { memo } from 'react';
import { StorefrontUiRoot } from '@storefront/shared/ui';
import { useWizard } from '@storefront/shared';
import { FeatureSelection } from '../card-features/feature-selection';
import { FeatureRanking } from '../feature-ranking/feature-ranking';
import '../common/recommendations.css';

// The shell renders the step again with each change of its frame (the Next lock on a press and
// its release, the step indicator): the sub-steps take no props, so memo keeps them out of it.
const Selection = memo(FeatureSelection);
const Ranking = memo(FeatureRanking);

/** Step 3: sub-step 0 chooses the features, sub-step 1 ranks them. */
export default function CardFeatureStep() {
  const { position } = useWizard();
  return <StorefrontUiRoot>{position.subStep === 1 ? <Ranking /> : <Selection />}</StorefrontUiRoot>;
}
