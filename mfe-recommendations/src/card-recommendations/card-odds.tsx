import { formatMoney, type CardRecommendation } from '@storefront/shared';
import { formatNumber, formatPercent, isolate } from '../common/format';
import { t, type MessageKey } from '../i18n';

type Criterion = CardRecommendation['eligibility']['criteria'][number];

const oddsText: Record<CardRecommendation['eligibility']['odds'], MessageKey> = {
  Likely: 'odds.likely',
  Possible: 'odds.possible',
  Unlikely: 'odds.unlikely',
};

/** Why the visitor misses a criterion, in the card's currency. */
export function missedText(criterion: Criterion, currency: string): string {
  switch (criterion.criterion) {
    case 'minMonthlySalary':
      return t('eligibility.minMonthlySalary', { amount: isolate(formatMoney(criterion.minimum ?? 0, currency)) });
    case 'minAge':
      return t('eligibility.minAge', { age: formatNumber(criterion.minimum ?? 0) });
    case 'residency':
      return t(criterion.residency === 'national' ? 'eligibility.nationals' : 'eligibility.residents');
    case 'maxDebtBurden':
      return t('eligibility.maxDebtBurden', { percent: isolate(formatPercent(criterion.minimum ?? 0)) });
    case 'employment':
      return t('eligibility.employment');
    case 'salaryTransfer':
      return t('eligibility.salaryTransfer');
  }
}

/** 'Approval odds: Likely', with the reasons of a product the visitor may not qualify for. */
export function ProductOdds({ eligibility, currency }: { eligibility: CardRecommendation['eligibility']; currency: string }) {
  const missed = eligibility.criteria.filter((c) => c.status === 'missed');
  return (
    <div className="rec-odds">
      <span className={`rec-chip rec-odds-${eligibility.odds.toLowerCase()}`}>
        {t('odds.label', { odds: t(oddsText[eligibility.odds]) })}
      </span>
      {eligibility.basedOnApplications !== undefined && (
        <span className="rec-odds-basis">{t('odds.basedOn', { count: formatNumber(eligibility.basedOnApplications) })}</span>
      )}
      {missed.length > 0 && (
        <ul className="rec-odds-missed">
          {missed.map((c) => (
            <li key={c.criterion}>{missedText(c, currency)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A card's odds and what it asks that the visitor misses. */
export function CardOdds({ card }: { card: CardRecommendation }) {
  return <ProductOdds eligibility={card.eligibility} currency={card.currency} />;
}
