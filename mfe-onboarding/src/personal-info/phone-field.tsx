/**
 * Loaded lazily (with libphonenumber and the markets' metadata, the bulk of this step): until it
 * arrives the country code list is empty and the step shows its loading dots.
 */
import { ConfigProvider, Input, Select, Space, type InputProps, type InputRef } from '@storefront/shared/ui';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type ComponentType } from 'react';
import ReactInput from 'input-format/react';
import type { CountryOption } from '@storefront/shared';
import { dialCodeOf, formatPhoneDigits, loadAllCountries, needsAllCountries, parsePhoneCharacter, phoneDigits } from './phone-number';
import { useT } from '../i18n';
import { usePhoneHistory } from './use-phone-history';

export { phoneE164, phoneProblem } from './phone-number';

/** input-format needs the DOM input for its caret handling; antd's ref wraps it. */
const AntdInput = forwardRef<HTMLInputElement, InputProps>(function AntdInput(props, ref) {
  const inner = useRef<InputRef>(null);
  // Runs after mount, when antd has attached its input element.
  useImperativeHandle(ref, () => inner.current?.input as HTMLInputElement);
  return <Input {...props} ref={inner} />;
});

type FormattedInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  parse: typeof parsePhoneCharacter;
  format(value?: string): { text: string; template: string };
  value: string;
  onChange(value?: string): void;
  inputComponent: typeof AntdInput;
};
/** The phone selector's menu (spec section 9): at most 300 px high, 360 px wide. */
export const phoneMenu = { height: 300, width: 360 } as const;

// input-format's typings describe a plain <input>; it hands every other prop to inputComponent.
const FormattedInput = ReactInput as unknown as ComponentType<FormattedInputProps>;

/** What antd's Form.Item gives its field (value, trigger, id and the help's id) and what the step adds. */
export interface PhoneFieldProps {
  id?: string;
  /** The country in use: the field takes its dial code, flag and mask. */
  country: CountryOption;
  /** Digits as entered (a leading '+' for another country's number in international form). */
  digits?: string;
  onDigitsChange?(digits: string): void;
  size: 'small' | 'middle';
  invalid: boolean;
  'aria-describedby'?: string;
}

/**
 * The phone selector lists the country in use, the only one whose numbers its visitors give.
 * A number reads left to right in every language: the dial code and the number stay in that
 * order ('+971' then '50 123 4567') on a right-to-left page too.
 */
export default function PhoneField({
  id,
  country,
  digits = '',
  onDigitsChange = () => undefined,
  size,
  invalid,
  'aria-describedby': describedBy,
}: PhoneFieldProps) {
  const t = useT();
  const alpha2 = country.alpha2Code;
  const allCountries = useAllCountriesFor(digits);
  // A new format function once every country's metadata has come, which formatPhoneDigits then
  // reads: the field writes the number again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const format = useCallback((value?: string) => formatPhoneDigits(value ?? '', alpha2), [alpha2, allCountries]);
  const dialCode = dialCodeOf(alpha2);
  const history = usePhoneHistory(digits, onDigitsChange);
  return (
    <ConfigProvider direction="ltr">
      <div dir="ltr">
        <Space.Compact block>
          <Select
            aria-label={t('personalInfo.phoneCountry')}
            value={alpha2}
            size={size}
            // As wide as the flag and dial code need in every script's font ('+966' whole in Arabic).
            style={{ width: 'auto', minWidth: 112 }}
            listHeight={phoneMenu.height}
            popupMatchSelectWidth={phoneMenu.width}
            options={[
              {
                value: alpha2,
                label: (
                  <span className="onb-phone-country">
                    <img
                      src={country.flag}
                      alt={t(`personalInfo.countryName.${country.code}`)}
                      width={21}
                      height={14}
                    />
                    <span>+{dialCode}</span>
                  </span>
                ),
              },
            ]}
          />
          <FormattedInput
            id={id}
            // Read character by character as the library reads phone input; the whole is then
            // normalised, so a pasted '+92 300…' keeps its national part.
            parse={parsePhoneCharacter}
            format={format}
            value={digits}
            onChange={(value?: string) => history.change(phoneDigits(value ?? '', alpha2))}
            onKeyDown={history.onKeyDown}
            inputComponent={AntdInput}
            size={size}
            status={invalid ? 'error' : undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            type="tel"
            dir="ltr"
            autoComplete="tel-national"
            inputMode="tel"
          />
        </Space.Compact>
      </div>
    </ConfigProvider>
  );
}

/**
 * Loads every country's phone metadata when the digits need it (a number of another country), and
 * renders the field again once it has come, formatted as that country writes it. A load that
 * fails leaves the number as typed; the next digit tries again.
 */
function useAllCountriesFor(digits: string): boolean {
  const needed = needsAllCountries(digits);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!needed) return;
    let mounted = true;
    loadAllCountries().then(
      () => mounted && setLoaded(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [needed, digits]);
  return loaded;
}
