import { GiftOutlined } from '@storefront/shared/ui';
import { formatMoney, useApplication, useMarket } from '@storefront/shared';
import { useT } from '../i18n';
import { isolate } from './format';
import { StorefrontBonusTerms } from './storefront-bonus';

/**
 * Spec section 1: the free bonus promised for any approved card or instant cash loan, as the
 * visitor's country's catalog sets it, with its conditions by its name; none where it promises none.
 */
export function BonusPromise() {
  const t = useT();
  const { countryCode } = useApplication();
  const bonus = useMarket(countryCode).data?.bonus;
  if (!bonus || bonus.amount <= 0) return null;
  return (
    <div className="rec-bonus">
      <p>
        <GiftOutlined aria-hidden /> {t('common.bonusPromise', { bonus: isolate(formatMoney(bonus.amount, bonus.currency)) })}
      </p>
      <StorefrontBonusTerms />
    </div>
  );
}
