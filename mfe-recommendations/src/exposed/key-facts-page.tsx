import { StorefrontUiRoot } from '@storefront/shared/ui';
import { KeyFactsPage as Page } from '../key-facts/key-facts-page';
import '../common/recommendations.css';

/** /key-facts/{productId}, a page of its own. */
export default function KeyFactsPage() {
  return (
    <StorefrontUiRoot>
      <Page />
    </StorefrontUiRoot>
  );
}
