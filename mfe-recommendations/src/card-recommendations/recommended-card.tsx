import { memo } from 'react';
import { ThunderboltOutlined } from '@storefront/shared/ui';
import { productImageUrl, type CardRecommendation, chipGreen } from '@storefront/shared';
import { formatMoney } from '../common/format';
import { ProductHeading } from '../common/product-heading';
import { cardMessages } from '../messages';
import { Chip, customChipColors } from './chip';
import { MatchRing } from './match-ring';

const cashbackChip = customChipColors(chipGreen);

/** Fixed so that an image arriving late never shifts the list. */
export const cardImageSize = { width: 160, height: 101 } as const;

export interface RecommendedCardProps {
  card: CardRecommendation;
  currency: string;
  /** The first cards are visible at once; the rest load as the visitor scrolls. */
  eager: boolean;
  /** Stable across renders: the tiles are memoised and re-render only when their card changes. */
  onOpen(card: CardRecommendation): void;
}

/** A whole card opens the confirm modal; its name is the button a keyboard user reaches. */
export const RecommendedCard = memo(function RecommendedCard({ card, currency, eager, onOpen }: RecommendedCardProps) {
  const open = () => onOpen(card);
  return (
    <li className="rec-card" onClick={open}>
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
          {card.incentive > 0 && (
            <Chip style={cashbackChip}>{cardMessages.cashback(formatMoney(card.incentive, currency))}</Chip>
          )}
          {card.instantIssuance && (
            <Chip icon={<ThunderboltOutlined />}>{cardMessages.instantIssuance}</Chip>
          )}
        </div>
        {card.features.length > 0 && (
          <ul className="rec-feature-list">
            {card.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="rec-card-match">
        <MatchRing score={card.score} />
        <span className="rec-card-match-label">{cardMessages.match(card.score)}</span>
      </div>
    </li>
  );
});
