import { Link } from '@storefront/shared/router';
import { formatMoney, sharedText, useApplication, useMarket } from '@storefront/shared';
import { useT } from '../i18n';
import { AboutPage } from './about-page';
import { aboutPaths } from './about-paths';

/**
 * How the storefront makes money: banks pay it for approved visitors, which never changes the
 * order (the How-we-rank statement, one text for both pages), and what it gives back: the
 * market's own bonus, apart from any bank's welcome offer.
 */
export function HowWeMakeMoneyPage() {
  const t = useT();
  const { countryCode } = useApplication();
  const { data: market } = useMarket(countryCode);
  const bonus = market?.bonus;
  return (
    <AboutPage title={t('money.title')}>
      <p>{t('money.partnersPay')}</p>
      <h2>{sharedText('ranking.partnerPaymentsHeading')}</h2>
      <p>
        <strong>{sharedText('ranking.partnerPayments')}</strong>
      </p>
      <p>
        <Link to="/how-we-rank">{t('money.howWeRankLink')}</Link>
        {' · '}
        <Link to={aboutPaths.ourPartners}>{t('footer.ourPartners')}</Link>
      </p>
      {bonus && bonus.amount > 0 && (
        <>
          <h2>{t('money.bonusHeading')}</h2>
          <p>{t('money.bonus', { bonus: formatMoney(bonus.amount, bonus.currency), days: bonus.lockDays })}</p>
        </>
      )}
    </AboutPage>
  );
}
