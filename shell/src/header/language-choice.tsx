import { isLanguage, languageNames, languagesOffered, useApplication, type Language } from '@storefront/shared';
import { useT } from '../i18n';

/** What the control shows on the smallest phones, where the header has room for a button's width. */
const shortNames: Record<Language, string> = { en: 'EN', ar: 'ع', ur: 'اردو' };

/**
 * The languages the country offers, each named in itself. A native select named 'Language' (a
 * combobox to screen readers, arrow keys to choose, the system's own list on phones), drawn as a
 * chrome button: the header is on screen before consent, without antd. Switching keeps the journey.
 */
export function LanguageChoice() {
  const { countryCode, language, setLanguage } = useApplication();
  const t = useT();
  return (
    <label className="sf-language">
      <span className="sf-language__face" aria-hidden="true">
        <GlobeIcon />
        <span className="sf-language__long">{languageNames[language]}</span>
        <span className="sf-language__short">{shortNames[language]}</span>
      </span>
      <select
        className="sf-language__select"
        aria-label={t('header.languageLabel')}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {languagesOffered(countryCode).map((offered) => (
          <option key={offered} value={offered} lang={offered} dir="auto">
            {languageNames[offered]}
          </option>
        ))}
      </select>
    </label>
  );
}

function GlobeIcon() {
  return (
    <svg className="sf-language__icon" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}
