import { formatMoney, type CardRecommendation } from '@storefront/shared';
import { FigureList, type LabelledFigure } from '../common/figure-list';
import { formatPercent, isolate } from '../common/format';
import { t } from '../i18n';

/** The label of a card's yearly rate: a profit rate for an Islamic card, an APR for a conventional one. */
export function rateLabel(islamic: boolean): string {
  return islamic ? t('costs.profitRate') : t('costs.apr');
}

/** 'No annual fee', 'AED 300' or 'AED 300 (first year free)'. */
export function annualFeeText(costs: CardRecommendation['costs'], currency: string): string {
  if (costs.annualFee === 0 && costs.firstYearFee === 0) return t('costs.noAnnualFee');
  const fee = formatMoney(costs.annualFee, currency);
  return costs.firstYearFee === 0 ? t('costs.feeFirstYearFree', { fee: isolate(fee) }) : fee;
}

/** The three costs every tile shows, in the card's currency. */
export function tileCosts(card: CardRecommendation): LabelledFigure[] {
  return [
    { label: t('costs.annualFee'), value: annualFeeText(card.costs, card.currency) },
    { label: rateLabel(card.islamic), value: formatPercent(card.costs.purchaseRate) },
    { label: t('costs.minimumSalary'), value: formatMoney(card.costs.minMonthlySalary, card.currency) },
  ];
}

/** Annual fee, APR or profit rate, and minimum salary: one line each on a phone, three columns wider. */
export function CardCostsRow({ card }: { card: CardRecommendation }) {
  return <FigureList className="rec-costs" figures={tileCosts(card)} />;
}

/** The badge of a Sharia-compliant product. */
export function IslamicBadge() {
  return (
    <span className="rec-chip rec-chip-islamic" title={t('costs.islamicLong')}>
      {t('costs.islamic')}
    </span>
  );
}
