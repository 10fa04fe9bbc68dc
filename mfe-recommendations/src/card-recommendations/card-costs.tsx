import { formatMoney, type CardRecommendation } from '@storefront/shared';
import { formatPercent } from '../common/format';
import { costMessages } from '../messages';

/** The label of a card's yearly rate: a profit rate for an Islamic card, an APR for a conventional one. */
export function rateLabel(islamic: boolean): string {
  return islamic ? costMessages.profitRate : costMessages.apr;
}

/** 'No annual fee', 'AED 300' or 'AED 300 (first year free)'. */
export function annualFeeText(costs: CardRecommendation['costs'], currency: string): string {
  if (costs.annualFee === 0 && costs.firstYearFee === 0) return costMessages.noAnnualFee;
  const fee = formatMoney(costs.annualFee, currency);
  return costs.firstYearFee === 0 ? `${fee} (${costMessages.firstYearFree})` : fee;
}

/** The three costs every tile shows, in the card's currency. */
export function tileCosts(card: CardRecommendation): { label: string; value: string }[] {
  return [
    { label: costMessages.annualFee, value: annualFeeText(card.costs, card.currency) },
    { label: rateLabel(card.islamic), value: formatPercent(card.costs.purchaseRate) },
    { label: costMessages.minimumSalary, value: formatMoney(card.costs.minMonthlySalary, card.currency) },
  ];
}

/** Annual fee, APR or profit rate, and minimum salary: one line each on a phone, three columns wider. */
export function CardCostsRow({ card }: { card: CardRecommendation }) {
  return (
    <dl className="rec-costs">
      {tileCosts(card).map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The badge of a Sharia-compliant product. */
export function IslamicBadge() {
  return (
    <span className="rec-chip rec-chip-islamic" title={costMessages.islamicLong}>
      {costMessages.islamic}
    </span>
  );
}
