import { formatMoney, productImageUrl, type CardRecommendation } from '@storefront/shared';
import { CompareTable, type CompareRow } from '../compare/compare-table';
import { formatPercent } from '../common/format';
import { cardMessages, compareMessages, costMessages } from '../messages';
import { annualFeeText, rateLabel } from './card-costs';

const money = (card: CardRecommendation, amount: number) => formatMoney(amount, card.currency);

/** The rows of the card comparison: match, then costs, then what the card is. */
const rows: CompareRow<CardRecommendation>[] = [
  { label: compareMessages.bank, value: (card) => card.organizationName },
  { label: compareMessages.match, value: (card) => cardMessages.match(card.score) },
  { label: costMessages.annualFee, value: (card) => annualFeeText(card.costs, card.currency) },
  {
    label: `${costMessages.apr} / ${costMessages.profitRate}`,
    value: (card) => `${rateLabel(card.islamic)} ${formatPercent(card.costs.purchaseRate)}`,
  },
  { label: costMessages.cashAdvanceRate, value: (card) => formatPercent(card.costs.cashAdvanceRate) },
  { label: costMessages.latePaymentFee, value: (card) => money(card, card.costs.latePaymentFee) },
  { label: costMessages.foreignTransactionFee, value: (card) => formatPercent(card.costs.foreignTransactionFeePercent) },
  { label: costMessages.minimumSalary, value: (card) => money(card, card.costs.minMonthlySalary) },
  { label: costMessages.welcomeOffer, value: (card) => card.costs.welcomeOffer ?? compareMessages.none },
  { label: compareMessages.type, value: (card) => (card.islamic ? costMessages.islamicLong : costMessages.conventional) },
  {
    label: compareMessages.features,
    value: (card) =>
      card.features.length ? (
        <ul>
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        compareMessages.none
      ),
  },
];

/** Two or three recommended cards side by side. */
export function CardCompare({ open, cards, onClose }: { open: boolean; cards: readonly CardRecommendation[]; onClose(): void }) {
  const columns = cards.map((card) => ({
    productId: card.productId,
    head: (
      <>
        <img src={productImageUrl(card.productId)} alt="" width={96} height={61} loading="lazy" decoding="async" />
        {card.productName}
      </>
    ),
  }));
  return <CompareTable open={open} products={cards} columns={columns} rows={rows} onClose={onClose} />;
}
