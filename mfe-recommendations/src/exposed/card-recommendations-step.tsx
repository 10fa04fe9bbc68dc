import { memo } from 'react';
import { StorefrontUiRoot } from '@storefront/shared/ui';
import { CardRecommendations } from '../card-recommendations/card-recommendations';
import '../common/recommendations.css';

// The shell renders the step again with each change of its frame (e.g. the Next lock's release,
// seconds after the results show): the list takes no props, so memo keeps it out of it.
const Recommendations = memo(CardRecommendations);

/** Step 4 for a card. */
export default function CardRecommendationsStep() {
  return (
    <StorefrontUiRoot>
      <Recommendations />
    </StorefrontUiRoot>
  );
}
