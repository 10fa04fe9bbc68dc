/** Every text the onboarding steps show, in the spec's words (SPEC.md sections 2 and 5). */
export const messages = {
  loading: 'Loading',
  personalInfo: {
    title: "Let's get to know you",
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone Number',
    phoneCountry: 'Country code',
    pakistan: 'Pakistan',
    promoCode: 'Merchant / Promo Code',
    fullNameRequired: 'Full Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Phone number is required',
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
