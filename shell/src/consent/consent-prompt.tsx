import { lazy, Suspense, useState } from 'react';
import { ConsentBanner } from './consent-banner';
import { useConsent } from './consent-state';
import { PrivacySheet } from './privacy-sheet';
import './consent.css';

// antd (the popup's Modal and switches) is not downloaded before the visitor asks for the popup.
const CookieSettingsPopup = lazy(() => import('./cookie-settings-popup'));

/** Everything the visitor meets before consent: banner, settings popup and privacy sheet. */
export function ConsentPrompt({ narrow }: { narrow: boolean }) {
  const { settingsOpen } = useConsent();
  // Once loaded, the popup stays mounted so that it can animate its closing.
  const [settingsRequested, setSettingsRequested] = useState(false);
  if (settingsOpen && !settingsRequested) setSettingsRequested(true);
  return (
    <>
      <ConsentBanner />
      {settingsRequested && (
        <Suspense fallback={null}>
          <CookieSettingsPopup narrow={narrow} />
        </Suspense>
      )}
      <PrivacySheet />
    </>
  );
}
