import { CardRecommendations } from '../card-recommendations/card-recommendations';
import { StorefrontRoot } from '../common/storefront-root';
import '../common/recommendations.css';

/** Step 4 for a card. */
export default function CardRecommendationsStep() {
  return (
    <StorefrontRoot>
      <CardRecommendations />
    </StorefrontRoot>
  );
}
