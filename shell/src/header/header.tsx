import { useLocation, useNavigate } from '@storefront/shared/router';
import { countryOptions, useApplication } from '@storefront/shared';
import { ChromeButton } from '../chrome/chrome-button';
import { messages } from '../messages';
import logoUrl from './storefront-logo.svg';

const helpAndSupportPath = '/help-and-support';

export function Header({ narrow }: { narrow: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <header className={narrow ? 'sf-header sf-header--narrow' : 'sf-header'}>
      {/* A plain link on purpose: the logo starts the storefront afresh with a full page load. */}
      <a href="/" className="sf-header__logo" aria-label={messages.header.logoLabel}>
        <img src={logoUrl} alt="" width={narrow ? 165 : 220} height={narrow ? 36 : 48} />
      </a>
      <div className="sf-header__actions">
        <CountryChoice />
        {pathname !== helpAndSupportPath && (
          <ChromeButton onClick={() => navigate(helpAndSupportPath)}>{messages.header.helpAndSupport}</ChromeButton>
        )}
      </div>
    </header>
  );
}

/**
 * UAE or KSA; the selected option follows the code (sa is KSA, anything else UAE). With the default
 * code pk the UAE option already shows as selected, so choosing it must still set ae: each option
 * sets its code on click (keyboard Space and arrow keys click too), not only on change. Native
 * radio buttons drawn as joined buttons: the header is on screen before consent, without antd.
 */
function CountryChoice() {
  const { country, setCountryCode } = useApplication();
  return (
    <div role="radiogroup" aria-label={messages.header.countryLabel} className="sf-segmented">
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
              onChange={() => setCountryCode(option.code)}
              onClick={() => setCountryCode(option.code)}
            />
            <span className="sf-country-option">
              <img src={option.flag} alt="" width={24} height={16} />
              <span>{option.shortCode}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
