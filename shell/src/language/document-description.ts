import { useEffect } from 'react';
import { formatMoney, useApplication, useKnownMarket } from '@storefront/shared';
import { useT } from '../i18n';

/**
 * Keeps the page's description (meta name="description") on the market in use and the page's
 * language: it promises that market's own bonus, from the market answer. index.html's own names
 * no figure, since one shell serves every market. The market is the one the visit has read (the
 * hero, the wizard): a page without them asks for nothing on the description's behalf.
 */
export function useDocumentDescription(): void {
  const t = useT();
  const { countryCode, language } = useApplication();
  const bonus = useKnownMarket(countryCode).data?.bonus;
  const description =
    bonus && bonus.amount > 0
      ? t('meta.description', { bonus: formatMoney(bonus.amount, bonus.currency, language) })
      : t('meta.descriptionWithoutBonus');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
