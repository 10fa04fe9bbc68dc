import { Progress, Tag } from '@storefront/shared/ui';
import { ThunderboltOutlined } from '@storefront/shared/ui';
import { productImageUrl, type CardRecommendation, chipGreen } from '@storefront/shared';
import { formatMoney } from '../common/format';
import { ProductHeading } from '../common/product-heading';
import { cardMessages } from '../messages';

/** Fixed so that an image arriving late never shifts the list. */
export const cardImageSize = { width: 160, height: 101 } as const;

export interface RecommendedCardProps {
  card: CardRecommendation;
  currency: string;
  /** The first cards are visible at once; the rest load as the visitor scrolls. */
  eager: boolean;
  onOpen(card: CardRecommendation): void;
}

/** A whole card opens the confirm modal; its name is the button a keyboard user reaches. */
export function RecommendedCard({ card, currency, eager, onOpen }: RecommendedCardProps) {
  return (
    <li className="rec-card" onClick={() => onOpen(card)}>
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
        <ProductHeading organizationName={card.organizationName} productName={card.productName} onOpen={() => onOpen(card)} />
        <div className="rec-card-tags">
          {card.incentive > 0 && (
            <Tag color={chipGreen}>{cardMessages.cashback(formatMoney(card.incentive, currency))}</Tag>
          )}
          {card.instantIssuance && (
            <Tag color="blue" icon={<ThunderboltOutlined />}>
              {cardMessages.instantIssuance}
            </Tag>
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
        <Progress type="circle" size={64} percent={card.score} format={() => `${card.score}%`} aria-hidden />
        <span className="rec-card-match-label">{cardMessages.match(card.score)}</span>
      </div>
    </li>
  );
}
