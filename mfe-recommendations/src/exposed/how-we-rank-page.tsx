import { StorefrontUiRoot } from '@storefront/shared/ui';
import { HowWeRankPage as Page } from '../how-we-rank/how-we-rank-page';
import '../common/recommendations.css';

/** /how-we-rank, a page of its own. */
export default function HowWeRankPage() {
  return (
    <StorefrontUiRoot>
      <Page />
    </StorefrontUiRoot>
  );
}
