import { formatMoney, productImageUrl, type CardRecommendation } from '@storefront/shared';
import { CompareTable, type CompareRow } from '../compare/compare-table';
import { Figure } from '../common/figure';
import { formatPercent } from '../common/format';
import { useT, type Translate } from '../i18n';
import { annualFeeText, rateLabel } from './card-costs';

const money = (card: CardRecommendation, amount: number) => <Figure>{formatMoney(amount, card.currency)}</Figure>;
const percent = (value: number) => <Figure>{formatPercent(value)}</Figure>;

/** The rows of the card comparison: match, then costs, then what the card is. */
const compareRows = (t: Translate): CompareRow<CardRecommendation>[] => [
  { label: t('compare.bank'), value: (card) => card.organizationName },
  { label: t('compare.match'), value: (card) => t('cards.match', { score: formatPercent(card.score) }) },
  { label: t('costs.annualFee'), value: (card) => <bdi>{annualFeeText(card.costs, card.currency)}</bdi> },
  {
    label: t('costs.aprOrProfitRate'),
    value: (card) => (
      <>
        {rateLabel(card.islamic)} {percent(card.costs.purchaseRate)}
      </>
    ),
  },
  { label: t('costs.cashAdvanceRate'), value: (card) => percent(card.costs.cashAdvanceRate) },
  { label: t('costs.latePaymentFee'), value: (card) => money(card, card.costs.latePaymentFee) },
  { label: t('costs.foreignTransactionFee'), value: (card) => percent(card.costs.foreignTransactionFeePercent) },
  { label: t('costs.minimumSalary'), value: (card) => money(card, card.costs.minMonthlySalary) },
  { label: t('costs.welcomeOffer'), value: (card) => card.costs.welcomeOffer ?? t('compare.none') },
  { label: t('compare.type'), value: (card) => (card.islamic ? t('costs.islamicLong') : t('costs.conventional')) },
  {
    label: t('compare.features'),
    value: (card) =>
      card.features.length ? (
        <ul>
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        t('compare.none')
      ),
  },
];

/** Two or three recommended cards side by side. */
export function CardCompare({ open, cards, onClose }: { open: boolean; cards: readonly CardRecommendation[]; onClose(): void }) {
  const t = useT();
  const columns = cards.map((card) => ({
    productId: card.productId,
    head: (
      <>
        <img src={productImageUrl(card.productId)} alt="" width={96} height={61} loading="lazy" decoding="async" />
        {card.productName}
      </>
    ),
  }));
  return <CompareTable open={open} products={cards} columns={columns} rows={compareRows(t)} onClose={onClose} />;
}
