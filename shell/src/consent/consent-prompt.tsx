import { ConsentBanner } from './consent-banner';
import { CookieSettingsPopup } from './cookie-settings-popup';
import { PrivacySheet } from './privacy-sheet';
import './consent.css';

/** Everything the visitor meets before consent: banner, settings popup and privacy sheet. */
export function ConsentPrompt({ narrow }: { narrow: boolean }) {
  return (
    <>
      <ConsentBanner />
      <CookieSettingsPopup narrow={narrow} />
      <PrivacySheet />
    </>
  );
}
