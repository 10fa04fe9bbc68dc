import { ChromeButton } from '../chrome/chrome-button';
import { messages } from '../messages';
import { useConsent } from './consent-state';

const m = messages.consent;

/** The banner overlay at the bottom of the page, shown until consent is given. */
export function ConsentBanner() {
  const { bannerVisible, acceptAll, manageCookies, openPrivacy } = useConsent();
  if (!bannerVisible) return null;
  return (
    <section className="sf-consent-banner" role="dialog" aria-labelledby="sf-consent-title">
      <div className="sf-consent-banner__text">
        <h2 id="sf-consent-title">{m.bannerTitle}</h2>
        <p>
          {m.bannerText}{' '}
          <ChromeButton variant="link" className="sf-inline-link" onClick={openPrivacy}>
            {m.privacyPolicyLink}
          </ChromeButton>
        </p>
      </div>
      <div className="sf-consent-banner__actions">
        <ChromeButton onClick={manageCookies}>{m.manageCookies}</ChromeButton>
        <ChromeButton variant="primary" onClick={acceptAll}>
          {m.acceptAll}
        </ChromeButton>
      </div>
    </section>
  );
}
