import { ChromeButton } from '../chrome/chrome-button';
import { useT } from '../i18n';
import { useConsent } from './consent-state';


/** The banner overlay at the bottom of the page, shown until consent is given. */
export function ConsentBanner() {
  const t = useT();
  const { bannerVisible, acceptAll, rejectNonEssential, manageCookies, openPrivacy } = useConsent();
  if (!bannerVisible) return null;
  return (
    <section className="sf-consent-banner" role="dialog" aria-labelledby="sf-consent-title">
      <div className="sf-consent-banner__text">
        <h2 id="sf-consent-title">{t('consent.bannerTitle')}</h2>
        <p>
          {t('consent.bannerText')}{' '}
          <ChromeButton variant="link" className="sf-inline-link" onClick={openPrivacy}>
            {t('consent.privacyPolicyLink')}
          </ChromeButton>
        </p>
      </div>
      <div className="sf-consent-banner__actions">
        <ChromeButton onClick={manageCookies}>{t('consent.manageCookies')}</ChromeButton>
        {/* Refusing weighs as much as accepting: the same button, one click. */}
        <ChromeButton variant="primary" onClick={rejectNonEssential}>
          {t('consent.rejectNonEssential')}
        </ChromeButton>
        <ChromeButton variant="primary" onClick={acceptAll}>
          {t('consent.acceptAll')}
        </ChromeButton>
      </div>
    </section>
  );
}
