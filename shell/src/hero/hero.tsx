import { currencyOf, formatMoney, useApplication, useMarket } from '@storefront/shared';
import { useT } from '../i18n';

/**
 * The storefront's promise, above the wizard: the bonus of the country in use, from its catalog.
 * Until the market has answered, the sentence keeps its place unseen, so nothing below it moves.
 */
export function Hero() {
  const t = useT();
  const { countryCode } = useApplication();
  const { data: market } = useMarket(countryCode);
  const bonus = market?.bonus;
  const shown = bonus !== undefined && bonus.amount > 0;
  return (
    <section className="sf-hero" aria-labelledby="sf-hero-title">
      <h1 id="sf-hero-title">{t('hero.title')}</h1>
      {bonus?.amount !== 0 && (
        <p className={shown ? undefined : 'sf-hero__pending'} aria-hidden={shown ? undefined : true}>
          {t('hero.bonusPromise', { bonus: formatMoney(bonus?.amount ?? 0, bonus?.currency ?? currencyOf(countryCode)) })}
        </p>
      )}
    </section>
  );
}
