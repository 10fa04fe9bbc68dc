import { formatMoney, type CardRecommendation } from '@storefront/shared';
import { isolate } from '../common/format';
import { RewardTerms } from '../common/reward-terms';
import { useT } from '../i18n';

/**
 * A bank's welcome offer on its card's tile, by its name and never as the storefront's bonus: the
 * cashback of the offer (the card's incentive, which the catalog keeps equal to the offer's
 * figure), with the offer's own conditions one tap away. None on a card without cashback.
 */
export function WelcomeOfferTerms({ card }: { card: CardRecommendation }) {
  const t = useT();
  if (card.incentive <= 0) return null;
  const by = t('reward.welcomeOfferBy', { bank: card.organizationName });
  return (
    <RewardTerms
      className="rec-reward-offer"
      name={t('reward.welcomeOffer', { amount: isolate(formatMoney(card.incentive, card.currency)) })}
      conditions={
        <>
          {card.costs.welcomeOffer && <p>{card.costs.welcomeOffer}</p>}
          <p>{by}</p>
        </>
      }
    />
  );
}
