import { Button, Popover } from '@storefront/shared/ui';
import { formatMoney, spendingCategories, type CardRecommendation } from '@storefront/shared';
import { isolate } from '../common/format';
import { t } from '../i18n';

/** What the estimate assumes: the monthly spending per category, the rewards a year and the fee. */
function Assumptions({ card }: { card: CardRecommendation }) {
  const { yearlyValue: value, currency } = card;
  return (
    <div className="rec-value-assumptions">
      <p>{t(value.defaultSpending ? 'value.typicalSpending' : 'value.yourSpending')}</p>
      <dl>
        {spendingCategories.map((category) => (
          <div key={category}>
            <dt>{t(`spending.${category}`)}</dt>
            <dd>{formatMoney(value.spending[category], currency)}</dd>
          </div>
        ))}
      </dl>
      <p>{t('value.rewards', { amount: isolate(formatMoney(value.rewards, currency)) })}</p>
      <p>{t('value.fee', { amount: isolate(formatMoney(value.annualFee, currency)) })}</p>
      <p>{t('value.note')}</p>
    </div>
  );
}

/** 'Estimated yearly value: AED 1,320', its assumptions one tap away. */
export function YearlyValue({ card }: { card: CardRecommendation }) {
  return (
    <div className="rec-value" onClick={(event) => event.stopPropagation()}>
      <span className="rec-value-amount">
        {t('value.label', { amount: isolate(formatMoney(card.yearlyValue.amount, card.currency)) })}
      </span>
      <Popover trigger="click" title={t('value.assumptionsTitle')} content={<Assumptions card={card} />}>
        <Button type="link" size="small" aria-label={t('value.assumptionsFor', { name: card.productName })}>
          {t('value.assumptions')}
        </Button>
      </Popover>
    </div>
  );
}
