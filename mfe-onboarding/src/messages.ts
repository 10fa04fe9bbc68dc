/** Every text the onboarding steps show, in the spec's words (SPEC.md sections 2 and 5). */
import { fullNameMaxLength, fullNameMinLength } from '@storefront/shared';

/** A mobile number of the country: 'a Pakistani mobile number'. */
const mobileOf = { pk: 'Pakistani', ae: 'UAE', sa: 'Saudi' } as const;
type Country = keyof typeof mobileOf;

export const messages = {
  loading: 'Loading',
  personalInfo: {
    title: "Let's get to know you",
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone Number',
    phoneCountry: 'Country code',
    countryName: { pk: 'Pakistan', ae: 'United Arab Emirates', sa: 'Saudi Arabia' } satisfies Record<Country, string>,
    promoCode: 'Merchant / Promo Code',
    fullNameRequired: 'Full Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Phone number is required',
    // Not worded by the spec.
    fullNameInvalid: 'Full Name can hold only letters, spaces, hyphens, apostrophes and dots, and starts with a letter',
    fullNameTooShort: `Full Name must be at least ${fullNameMinLength} characters`,
    fullNameTooLong: `Full Name must be at most ${fullNameMaxLength} characters`,
    phoneInvalid: (country: Country) => `Please enter a valid ${mobileOf[country]} mobile number`,
    phoneOtherCountry: (country: Country) =>
      `This is not a ${mobileOf[country]} number. Please enter a ${mobileOf[country]} mobile number, or change the country at the top of the page`,
  },
  selectProduct: {
    headline: 'Select a product',
    productChoice: 'Product',
    card: 'Do you want to apply for a Credit Card?',
    loan: 'Do you want to apply for an instant cash loan?',
    applyNow: 'Apply Now',
    productRequiredTitle: 'Product Selection Required',
    productRequiredMessage: 'Before we proceed, please select a product',
  },
} as const;
