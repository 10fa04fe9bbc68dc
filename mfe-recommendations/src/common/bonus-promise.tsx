import { GiftOutlined } from '@storefront/shared/ui';
import { formatMoney, useApplication, useMarket } from '@storefront/shared';
import { commonMessages } from '../messages';

/**
 * Spec section 1: the free bonus promised for any approved card or instant cash loan, as the
 * visitor's country's catalog sets it; none where it promises none.
 */
export function BonusPromise() {
  const { countryCode } = useApplication();
  const bonus = useMarket(countryCode).data?.bonus;
  if (!bonus || bonus.amount <= 0) return null;
  return (
    <p className="rec-bonus">
      <GiftOutlined aria-hidden /> {commonMessages.bonusPromise(formatMoney(bonus.amount, bonus.currency))}
    </p>
  );
}
