import { memo } from 'react';
import { ThunderboltOutlined } from '@storefront/shared/ui';
import { productImageUrl, type CardRecommendation } from '@storefront/shared';
import { formatPercent } from '../common/format';
import { ProductHeading } from '../common/product-heading';
import { TileActions } from '../common/tile-actions';
import { useT } from '../i18n';
import { CardCostsRow, IslamicBadge } from './card-costs';
import { Chip } from './chip';
import { MatchRing } from './match-ring';
import { WhyThisCard } from './why-this-card';
import { WelcomeOfferTerms } from './welcome-offer-terms';
import { CardOdds } from './card-odds';
import { YearlyValue } from './yearly-value';

/** Fixed (and reserved by CSS) so that an image arriving late never shifts the list. */
export const cardImageSize = { width: 160, height: 101 } as const;

export interface RecommendedCardProps {
  card: CardRecommendation;
  /** The first cards are visible at once; the rest load as the visitor scrolls. */
  eager: boolean;
  compared: boolean;
  /** Three others are chosen for comparison already. */
  compareFull: boolean;
  /** Stable across renders: the tiles are memoised and re-render only when their props change. */
  onOpen(card: CardRecommendation): void;
  onCompare(productId: number): void;
}

/**
 * A recommended card: image, bank and name, its costs, the visitor's approval odds (and what they
 * miss), its estimated yearly value, its match and why, and 'Apply'. The whole
 * tile opens the confirm modal on a click (spec section 2); its name and 'Apply' are the buttons a
 * keyboard user reaches.
 */
export const RecommendedCard = memo(function RecommendedCard({
  card,
  eager,
  compared,
  compareFull,
  onOpen,
  onCompare,
}: RecommendedCardProps) {
  const t = useT();
  const open = () => onOpen(card);
  return (
    <li className={card.match.meetsNone ? 'rec-card rec-card-unmatched' : 'rec-card'} onClick={open}>
      <div className="rec-card-top">
        <div className="rec-card-media">
          <img
            src={productImageUrl(card.productId)}
            alt=""
            width={cardImageSize.width}
            height={cardImageSize.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </div>
        <div className="rec-card-body">
          <ProductHeading organizationName={card.organizationName} productName={card.productName} onOpen={open} />
          <div className="rec-card-tags">
            {card.islamic && <IslamicBadge />}
            <WelcomeOfferTerms card={card} />
            {card.instantIssuance && <Chip icon={<ThunderboltOutlined />}>{t('cards.instantIssuance')}</Chip>}
          </div>
        </div>
        <div className="rec-card-match">
          <MatchRing score={card.score} />
          <span className="rec-card-match-label">{t('cards.match', { score: formatPercent(card.score) })}</span>
        </div>
      </div>
      <CardCostsRow card={card} />
      <CardOdds card={card} />
      <YearlyValue card={card} />
      {card.match.meetsNone && <p className="rec-card-none">{t('why.meetsNone')}</p>}
      {card.features.length > 0 && (
        <ul className="rec-feature-list rec-feature-inline">
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {card.match.items.length > 0 && <WhyThisCard productName={card.productName} match={card.match} />}
      <TileActions
        productId={card.productId}
        productName={card.productName}
        compared={compared}
        compareFull={compareFull}
        onCompare={onCompare}
        onApply={open}
      />
    </li>
  );
});
