import { countryName, useApplication, usePartnerBanks } from '@storefront/shared';
import { useT } from '../i18n';
import { AboutPage, LoadState } from './about-page';

/** Every bank the storefront works with in the market in use, each with who licenses it. */
export function OurPartnersPage() {
  const t = useT();
  const { countryCode, language } = useApplication();
  const { data: banks, error, isLoading, mutate } = usePartnerBanks(countryCode, language);
  return (
    <AboutPage title={t('partners.title')}>
      <p>{t('partners.intro', { market: countryName(countryCode) })}</p>
      {banks ? (
        <ul className="sf-partner-list">
          {banks.map((bank) => (
            <li key={bank.bankId}>
              <strong>{bank.name}</strong>
              <span>{bank.licence}</span>
            </li>
          ))}
        </ul>
      ) : (
        <LoadState loading={isLoading} failed={Boolean(error)} onRetry={() => void mutate()} />
      )}
    </AboutPage>
  );
}
