import { useMemo } from 'react';
import useSWR from 'swr';
import { formatMoney, useApplication, useMarket } from '@storefront/shared';
import { useLanguage } from '../i18n';
import { loadTermsContent } from './terms-content';
import { withMarketBonus } from './terms-bonus';

/**
 * The terms in the language shown, with the market's own bonus in section 6; they never change
 * while the page is open: each loads once, no revalidation. Ready once the terms and the market
 * have both answered.
 */
export function useTermsContent() {
  const language = useLanguage();
  const { countryCode } = useApplication();
  const terms = useSWR(['mfe-support/terms-content', language], ([, wanted]) => loadTermsContent(wanted), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  const market = useMarket(countryCode);
  const bonus = market.data?.bonus;
  const data = useMemo(
    () =>
      terms.data && bonus
        ? withMarketBonus(terms.data, { amount: formatMoney(bonus.amount, bonus.currency, language), days: bonus.lockDays })
        : undefined,
    [terms.data, bonus, language],
  );
  const mutate = async () => {
    await Promise.all([terms.mutate(), market.mutate()]);
  };
  return {
    data,
    error: terms.error ?? market.error,
    isLoading: terms.isLoading || market.isLoading,
    mutate,
    language,
  };
}
