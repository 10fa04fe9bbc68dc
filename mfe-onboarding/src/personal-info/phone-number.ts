/**
 * The phone number as the visitor enters it, read with libphonenumber's mobile metadata (the
 * library react-phone-number-input is built on, and the API checks numbers with): the field holds
 * what was typed, reduced to digits and a leading '+', and these functions say how it looks, which
 * E.164 number it is and what is wrong with it. Loaded with the phone field, not with the step.
 *
 * The metadata is the markets' countries (phone-metadata.generated.json, 2 KB) until a visitor
 * types a number whose calling code is none of the markets': then every country's (99 KB, about
 * 24 KB on the wire) is loaded, and the field names and formats that number as before.
 *
 * A visitor may type the national number with or without its leading 0 ('050 123 4567',
 * '50 123 4567'), or paste it in international form ('+92 300 1234567', '0092-300-1234567').
 * react-phone-number-input's input reads one of those forms per setting, and in national mode
 * drops a pasted '+', turning '+92 300…' into '+92 92 300…'; hence these few rules on its library.
 */
import {
  AsYouType,
  getCountryCallingCode,
  parsePhoneNumberCharacter,
  parsePhoneNumberFromString,
  type CountryCode as PhoneCountry,
  type MetadataJson,
} from 'libphonenumber-js/core';
import markets from './phone-metadata.generated.json';

const marketsMetadata = markets as unknown as MetadataJson;
const marketCallingCodes = Object.keys(markets.country_calling_codes);
/** The metadata the functions below read: the markets', or every country's once loaded. */
let metadata = marketsMetadata;
let allCountries: Promise<void> | null = null;

/**
 * Whether these digits may be a number of a country outside the markets, which only every
 * country's metadata can read: international form with a calling code none of the markets' is
 * (or, while typed, can still become), and that metadata not loaded yet.
 */
export function needsAllCountries(digits: string): boolean {
  if (metadata !== marketsMetadata) return false;
  const code = /^(?:\+|00)(\d*)/.exec(digits)?.[1];
  if (code === undefined) return false;
  return !marketCallingCodes.some((own) => own.startsWith(code) || code.startsWith(own));
}

/** Loads every country's metadata, once (again after a failed load); the functions here use it from then on. */
export function loadAllCountries(): Promise<void> {
  allCountries ??= import('libphonenumber-js/mobile/metadata').then(
    (module) => {
      metadata = module.default;
    },
    (error: unknown) => {
      allCountries = null;
      throw error;
    },
  );
  return allCountries;
}

export type { PhoneCountry };

export function dialCodeOf(country: PhoneCountry): string {
  return getCountryCallingCode(country, metadata);
}

const internationalPrefix = '00';

/**
 * One character of phone input as the library reads it: a digit, or a '+' in front; anything
 * after a '+' out of place is dropped (react-phone-number-input's rule, for input-format).
 */
export function parsePhoneCharacter(character: string, previous: string, context?: { ignoreRest?: boolean }) {
  if (context?.ignoreRest) return undefined;
  return parsePhoneNumberCharacter(character, previous, (event) => {
    if (event === 'end' && context) context.ignoreRest = true;
  });
}

/**
 * What the field keeps of the text: digits and a leading '+'. A number of the field's own
 * country entered in international form keeps only its national part, which the field shows
 * without the dial code beside it ('+92 300 1234567' becomes '3001234567').
 */
export function phoneDigits(text: string, country: PhoneCountry): string {
  let digits = '';
  const context = {};
  for (const character of text) digits += parsePhoneCharacter(character, digits, context) ?? '';
  const own = dialCodeOf(country);
  for (const prefix of [`+${own}`, `${internationalPrefix}${own}`]) {
    if (digits.startsWith(prefix) && digits.length > prefix.length) return digits.slice(prefix.length);
  }
  return digits;
}

/** '+…' or '00…': a number in international form (of another country, once phoneDigits has run). */
const isInternational = (digits: string) => digits.startsWith('+') || digits.startsWith(internationalPrefix);

/** How the field shows the digits: the country's mask, without the dial code for a number of its own. */
export function formatPhoneDigits(digits: string, country: PhoneCountry): { text: string; template: string } {
  if (isInternational(digits) || digits.startsWith('0')) {
    const formatter = new AsYouType(country, metadata);
    return { text: formatter.input(digits), template: formatter.getTemplate() ?? '' };
  }
  // The national number without its leading 0 is masked as the national part of the
  // international form: '3001234567' reads '300 1234567'.
  const prefix = `+${dialCodeOf(country)}`;
  const formatter = new AsYouType(country, metadata);
  const text = formatter.input(prefix + digits);
  const template = formatter.getTemplate();
  // The template writes every character of the prefix as a placeholder: cut by length.
  const strip = (value: string) => value.slice(prefix.length).replace(/^ /, '');
  return { text: strip(text), template: template ? strip(template) : '' };
}

/** The E.164 number the digits stand for ('+923001234567'), or '' when there are none. */
export function phoneE164(digits: string, country: PhoneCountry): string {
  if (!digits) return '';
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith(internationalPrefix)) return `+${digits.slice(internationalPrefix.length)}`;
  if (digits.startsWith('0')) {
    const formatter = new AsYouType(country, metadata);
    formatter.input(digits);
    return formatter.getNumberValue() ?? `+${dialCodeOf(country)}${digits.replace(/^0+/, '')}`;
  }
  return `+${dialCodeOf(country)}${digits}`;
}

export type PhoneProblem = 'required' | 'otherCountry' | 'invalid';

/** What is wrong with the number for a visitor of this country, or null. */
export function phoneProblem(digits: string, country: PhoneCountry): PhoneProblem | null {
  if (!digits.replace(/\D/g, '')) return 'required';
  // A calling code of none of the markets: not a number of this one, whichever country it is.
  if (needsAllCountries(digits)) return 'otherCountry';
  const number = parsePhoneNumberFromString(phoneE164(digits, country), metadata);
  if (number?.country && number.country !== country) return 'otherCountry';
  if (!number || number.country !== country || !number.isValid()) return 'invalid';
  return null;
}
