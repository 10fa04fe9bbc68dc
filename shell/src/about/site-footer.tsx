import { Link } from '@storefront/shared/router';
import { countryName, operatorIdentity, phoneDigits, useApplication } from '@storefront/shared';
import { useT } from '../i18n';
import { useDocumentDescription } from '../language/document-description';
import { aboutPaths } from './about-paths';
import './about.css';

/**
 * The footer of every page (a contentinfo landmark): who runs the storefront, its licence and
 * regulator in the market in use, how to reach it, and the pages about it. Drawn without antd: it
 * shows before consent too.
 */
export function SiteFooter() {
  const t = useT();
  const { countryCode } = useApplication();
  const operator = operatorIdentity();
  // The footer is on every page: it keeps the page's description on the market's own bonus.
  useDocumentDescription();
  const licence = operator.licences[countryCode];
  return (
    <footer className="sf-footer">
      <div className="sf-footer__inner">
        <nav className="sf-footer__links" aria-label={t('footer.navLabel')}>
          <Link to={aboutPaths.privacyPolicy}>{t('footer.privacy')}</Link>
          <Link to={aboutPaths.termsOfService}>{t('footer.terms')}</Link>
          <Link to={aboutPaths.howWeMakeMoney}>{t('footer.howWeMakeMoney')}</Link>
          <Link to={aboutPaths.ourPartners}>{t('footer.ourPartners')}</Link>
        </nav>
        <p>{t('footer.operatedBy', { legalName: operator.legalName, registrationNumber: operator.registrationNumber })}</p>
        <p>
          {t('footer.licence', { market: countryName(countryCode), licence: licence.licence, regulator: licence.regulator })}
        </p>
        <dl className="sf-footer__contacts">
          <div>
            <dt>{t('footer.address')}</dt>
            <dd>{operator.address}</dd>
          </div>
          <div>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${operator.supportEmail}`}>{operator.supportEmail}</a>
            </dd>
          </div>
          <div>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={`tel:+${phoneDigits(operator.supportPhone)}`} dir="ltr">
                {operator.supportPhone}
              </a>
            </dd>
          </div>
          {operator.whatsApp && (
            <div>
              <dt>{t('footer.whatsApp')}</dt>
              <dd>
                <a href={`https://wa.me/${phoneDigits(operator.whatsApp)}`} dir="ltr" rel="noopener noreferrer">
                  {operator.whatsApp}
                </a>
                <span className="sf-footer__note">{t('footer.whatsAppNote')}</span>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </footer>
  );
}
