/**
 * What a customer profile must hold before it is stored: the Full Name rule the storefront's form
 * applies (one definition, in shared), and a mobile number in E.164 that belongs to the country
 * of the request, checked with the same phone-number metadata as the storefront's field.
 */
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import {
  fullNameMaxLength,
  fullNameMinLength,
  fullNameProblem,
  markets,
  normalizeFullName,
  type CountryCode,
} from '@storefront/shared/contract';
import { unprocessable } from './problem.js';


const nameDetail = {
  required: 'name is required.',
  invalid: 'name may hold only letters (of any script), spaces, hyphens, apostrophes and dots, and starts with a letter.',
  tooShort: `name must be at least ${fullNameMinLength} characters.`,
  tooLong: `name must be at most ${fullNameMaxLength} characters.`,
} as const;

/** The name as stored (trimmed, spaces collapsed), or a 422 that says what is wrong with it. */
export function validName(name: string): string {
  const problem = fullNameProblem(name);
  if (problem) throw unprocessable('customer.name-invalid', 'Invalid name', nameDetail[problem]);
  return normalizeFullName(name);
}

/**
 * The number as stored: an E.164 mobile number ('+', the country calling code and the number,
 * nothing else) of the request's country (X-Country-Key), or a 422 naming the rule it breaks.
 */
export function validMobileNumber(mobileNumber: string, country: CountryCode): string {
  const { alpha2, mobileNumberOf } = markets[country];
  const rule = `mobileNumber must be ${mobileNumberOf} mobile number in E.164 form: +${getCountryCallingCode(alpha2)} and the number, digits only.`;
  const phone = /^\+[1-9]\d{1,14}$/.test(mobileNumber) ? parsePhoneNumberFromString(mobileNumber) : undefined;
  if (!phone || phone.number !== mobileNumber) throw unprocessable('customer.mobile-invalid', 'Invalid mobile number', rule);
  if (phone.country !== alpha2) {
    throw unprocessable('customer.mobile-invalid', 'Invalid mobile number', `${mobileNumber} is not ${mobileNumberOf} number. ${rule}`);
  }
  if (!phone.isValid()) throw unprocessable('customer.mobile-invalid', 'Invalid mobile number', `${mobileNumber} is not a valid mobile number. ${rule}`);
  return phone.number;
}
