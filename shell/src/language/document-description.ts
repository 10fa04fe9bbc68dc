import { useEffect } from 'react';
import { formatMoney, useApplication, useMarket } from '@storefront/shared';
import { useT } from '../i18n';

/**
 * Keeps the page's description (meta name="description") on the market in use and the page's
 * language: it promises that market's own bonus, from the market answer. index.html's own names
 * no figure, since one shell serves every market.
 */
export function useDocumentDescription(): void {
  const t = useT();
  const { countryCode, language } = useApplication();
  const bonus = useMarket(countryCode).data?.bonus;
  const description =
    bonus && bonus.amount > 0
      ? t('meta.description', { bonus: formatMoney(bonus.amount, bonus.currency, language) })
      : t('meta.descriptionWithoutBonus');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
