import { formatMoney, useApplication, useMarket } from '@storefront/shared';
import { useT } from '../i18n';
import { isolate } from './format';
import { RewardTerms } from './reward-terms';

/**
 * The storefront's own bonus, by its name ('Storefront bonus: AED 200'), the market's figure from
 * its catalog, with its conditions one tap away; none where the market promises none.
 */
export function StorefrontBonusTerms() {
  const t = useT();
  const { countryCode } = useApplication();
  const bonus = useMarket(countryCode).data?.bonus;
  if (!bonus || bonus.amount <= 0) return null;
  return (
    <RewardTerms
      className="rec-reward-bonus"
      name={t('reward.storefrontBonus', { bonus: isolate(formatMoney(bonus.amount, bonus.currency)) })}
      conditions={t('reward.storefrontBonusConditions', { days: bonus.lockDays })}
    />
  );
}
