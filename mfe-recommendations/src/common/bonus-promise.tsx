import { GiftOutlined } from '@storefront/shared/ui';
import { commonMessages } from '../messages';

/** Spec section 1: the free bonus promised for any approved card or instant cash loan. */
export function BonusPromise() {
  return (
    <p className="rec-bonus">
      <GiftOutlined aria-hidden /> {commonMessages.bonusPromise}
    </p>
  );
}
