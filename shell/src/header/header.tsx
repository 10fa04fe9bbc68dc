import { Button, Radio } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { countryOptions, useApplication, type CountryCode } from '@storefront/shared';
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
          <Button onClick={() => navigate(helpAndSupportPath)}>{messages.header.helpAndSupport}</Button>
        )}
      </div>
    </header>
  );
}

/**
 * UAE or KSA; the selected option follows the code (sa is KSA, anything else UAE). With the default
 * code pk the UAE option already shows as selected, so choosing it must still set ae: each option
 * sets its code on click (keyboard Space clicks too), not only on change.
 */
function CountryChoice() {
  const { country, setCountryCode } = useApplication();
  return (
    <Radio.Group
      aria-label={messages.header.countryLabel}
      optionType="button"
      value={country.code}
      onChange={(event) => setCountryCode(event.target.value as CountryCode)}
    >
      {countryOptions.map((option) => (
        <Radio.Button key={option.code} value={option.code} onClick={() => setCountryCode(option.code)}>
          <span className="sf-country-option">
            <img src={option.flag} alt="" width={24} height={16} />
            <span>{option.shortCode}</span>
          </span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
