/**
 * Loaded lazily (with the phone-number metadata, the bulk of this step): until it arrives the
 * country code list is empty and the step shows its loading dots.
 */
import { Input, Select, Space, type InputProps, type InputRef } from '@storefront/shared/ui';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import PhoneInput from 'react-phone-number-input/input';
import type { Value } from 'react-phone-number-input';
import { digitsOnly, pakistan } from '@storefront/shared';
import pakistanFlag from '../assets/flag-pk.svg';
import { messages } from '../messages';

export interface PhoneCountry {
  /** react-phone-number-input's country id. */
  alpha2: 'PK';
  dialCode: string;
  name: string;
  /** Served from this remote's own assets: no flag is fetched from another site. */
  flag: string;
}

/** Spec section 2: the phone selector lists only Pakistan. */
export const phoneCountries: readonly PhoneCountry[] = [
  { alpha2: 'PK', dialCode: pakistan.dialCode, name: messages.personalInfo.pakistan, flag: pakistanFlag },
];

/** The phone library needs the DOM input for its caret handling; antd's ref wraps it. */
const AntdInput = forwardRef<HTMLInputElement, InputProps>(function AntdInput(props, ref) {
  const inner = useRef<InputRef>(null);
  // Runs after mount, when antd has attached its input element.
  useImperativeHandle(ref, () => inner.current?.input as HTMLInputElement);
  return <Input {...props} ref={inner} />;
});

export interface PhoneFieldProps {
  id: string;
  /** National digits, without the dial code. */
  digits: string;
  dialCode: string;
  onDigitsChange(digits: string): void;
  size: 'small' | 'middle';
  invalid: boolean;
  describedBy?: string;
}

export default function PhoneField({
  id,
  digits,
  dialCode,
  onDigitsChange,
  size,
  invalid,
  describedBy,
}: PhoneFieldProps) {
  const country = phoneCountries.find((c) => c.dialCode === dialCode) ?? phoneCountries[0];
  const value = (digits ? `+${country.dialCode}${digits}` : undefined) as Value | undefined;
  return (
    <Space.Compact block>
      <Select
        aria-label={messages.personalInfo.phoneCountry}
        value={country.alpha2}
        size={size}
        style={{ width: 104 }}
        options={phoneCountries.map((c) => ({
          value: c.alpha2,
          label: (
            <span className="onb-phone-country">
              <img src={c.flag} alt={c.name} width={21} height={14} />
              <span>+{c.dialCode}</span>
            </span>
          ),
        }))}
      />
      <PhoneInput
        id={id}
        // International format without the calling code: the mask is the country's, the value
        // shown carries no '+92' prefix, and onChange still gives the full number.
        country={country.alpha2}
        international
        withCountryCallingCode={false}
        value={value}
        onChange={(next?: Value) => onDigitsChange(digitsOnly(next ?? '').slice(country.dialCode.length))}
        inputComponent={AntdInput}
        size={size}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="tel-national"
        inputMode="tel"
      />
    </Space.Compact>
  );
}
