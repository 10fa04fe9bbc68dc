import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from '@storefront/shared/router';
import {
  countryName,
  countryOptionFor,
  countryOptions,
  trackApplicationPath,
  useApplication,
  useJourney,
  type CountryCode,
} from '@storefront/shared';
import { ChromeButton } from '../chrome/chrome-button';
import { LanguageChoice } from './language-choice';
import { useT } from '../i18n';
import logoUrl from './storefront-logo.svg';
import './header.css';

const helpAndSupportPath = '/help-and-support';

export function Header({ narrow }: { narrow: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <header className={narrow ? 'sf-header sf-header--narrow' : 'sf-header'}>
      {/* A plain link on purpose: the logo starts the storefront afresh with a full page load. */}
      <a href="/" className="sf-header__logo" aria-label={t('header.logoLabel')}>
        <img src={logoUrl} alt="" width={narrow ? 165 : 220} height={narrow ? 36 : 48} />
      </a>
      <div className="sf-header__actions">
        <CountryChoice />
        <LanguageChoice />
        {pathname !== trackApplicationPath && (
          <ChromeButton variant="link" className="sf-header__track" aria-label={t('header.trackApplication')} onClick={() => navigate(trackApplicationPath)}>
            <TrackIcon />
            <span className="sf-header__track-long">{t('header.trackApplication')}</span>
          </ChromeButton>
        )}
        {pathname !== helpAndSupportPath && (
          <ChromeButton aria-label={t('header.helpAndSupport')} onClick={() => navigate(helpAndSupportPath)}>
            <span className="sf-header__help-long">{t('header.helpAndSupport')}</span>
            <span className="sf-header__help-short">{t('header.helpShort')}</span>
          </ChromeButton>
        )}
      </div>
    </header>
  );
}

/** A magnifier over a page: the track link's face on narrow screens, where its words do not fit. */
function TrackIcon() {
  return (
    <svg className="sf-header__track-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"
        d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5M14 3l4 4v3M14 3v4h4M8 9h4M8 13h2" />
      <circle cx="16.5" cy="16.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" d="m19 19 2.5 2.5" />
    </svg>
  );
}

const CountryChangeDialog = lazy(() => import('./country-change-dialog'));

/**
 * The markets the storefront serves; the checked option is always the country in use. Choosing
 * another one starts a fresh journey there, after asking when the visitor has entered details.
 * Native radio buttons drawn as joined buttons: the header is on screen before consent, without antd.
 */
function CountryChoice() {
  const t = useT();
  const { country } = useApplication();
  const journey = useJourney();
  const [asking, setAsking] = useState<CountryCode | null>(null);

  const choose = (code: CountryCode) => {
    if (code === country.code) return;
    if (journey.detailsEntered) setAsking(code);
    else journey.startFresh(code);
  };

  return (
    <>
      <div role="radiogroup" aria-label={t('header.countryLabel')} className="sf-segmented">
        {countryOptions.map((option) => {
          const checked = option.code === country.code;
          return (
            <label
              key={option.code}
              className={checked ? 'sf-segmented__option sf-segmented__option--checked' : 'sf-segmented__option'}
            >
              <input
                type="radio"
                name="sf-country"
                value={option.code}
                checked={checked}
                onChange={() => choose(option.code)}
              />
              <span className="sf-country-option">
                <img src={option.flag} alt="" width={24} height={16} />
                <span className="sf-country-option__name">{countryName(option.code)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {asking && (
        <Suspense fallback={null}>
          <CountryChangeDialog
            country={countryOptionFor(asking)}
            onCancel={() => setAsking(null)}
            onConfirm={() => {
              journey.startFresh(asking);
              setAsking(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
