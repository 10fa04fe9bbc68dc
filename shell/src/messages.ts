/** Every text the shell shows, in the spec's exact words (English now; Arabic and Urdu can follow). */
export const messages = {
  hero: {
    title: 'Get Instant Cashback',
    /** The amount in the country's currency, from its catalog ('AED 200' in the UAE). */
    bonusPromise: (bonus: string) => `Get a free ${bonus} bonus for any approved card or instant cash loan.`,
  },
  header: {
    logoLabel: 'Cashback Storefront home',
    helpAndSupport: 'Help & Support',
    /** The button's visible text on phones; its name stays 'Help & Support'. */
    helpShort: 'Help',
    countryLabel: 'Country',
  },
  // Not worded by the spec: a change of country starts the journey afresh.
  countryChange: {
    title: (country: string) => `Switch to ${country}?`,
    text: 'Offers, questions and phone numbers differ by country, so your application will start again from the beginning. The details you have entered will be cleared.',
    confirm: 'Switch country',
    cancel: 'Keep my details',
  },
  consent: {
    bannerLabel: 'Cookie consent',
    bannerTitle: 'We value your privacy',
    bannerText:
      'We use cookies to keep the storefront working, to measure how it performs and to show you relevant offers. You can accept all cookies or choose which ones we may use.',
    privacyPolicyLink: 'Privacy Policy',
    manageCookies: 'Manage Cookies',
    acceptAll: 'Accept All Cookies',
    settingsTitle: 'Manage Cookie Settings',
    settingsIntro: 'Choose which cookies the storefront may use. Functional cookies keep the site working.',
    functional: 'Functional',
    functionalText: 'Remember your choices, such as your country, so the site works as you expect.',
    performance: 'Performance',
    performanceText: 'Count visits and measure how the site performs, so we can improve it.',
    advertising: 'Advertising',
    advertisingText: 'Show you offers that match your interests on other sites.',
    cancel: 'Cancel',
    confirmChoices: 'Confirm My Choices',
  },
  privacy: {
    title: 'Privacy Policy',
    loading: 'Loading the privacy policy...',
    loadFailed: 'The privacy policy could not be loaded. Please try again later.',
    close: 'Close',
    agreeAndContinue: 'Agree & Continue',
    dragHandle: 'Drag down to close',
  },
  wizard: {
    stepsLabel: 'Application steps',
    back: 'Back',
    next: 'Next',
    noEligibleProductTitle: 'Unfortunately, we don’t have any products that fits your profile',
    noEligibleProductText:
      'We have kept your details, and we will get in touch with you as soon as we have a product that fits your profile.',
    ok: 'Ok',
    unexpectedErrorTitle: 'Oops! Something went wrong',
    unexpectedErrorText: 'Please refresh the page or come back later.',
    refreshPage: 'Refresh page',
    contactSupport: 'Contact support',
    /** Next's state while the lock of spec section 4 runs (the button keeps its name, 'Next'). */
    nextLocked: 'Please wait: your answer is being handled, and Next can be pressed again in a moment.',
    nextWaitingForStep: 'Next can be pressed once the step has loaded.',
  },
  remote: {
    loading: 'Loading...',
    chunkFailed: (chunk: string) => `Loading chunk ${chunk} failed`,
    retry: 'Retry',
  },
  congratulations: {
    title: 'Congratulations!',
    cardSubmitted: 'Your credit card application was submitted successfully.',
    loanSubmitted: 'Your loan application was submitted successfully.',
    nextSteps: 'The partner will complete your application and get in touch with you by e-mail.',
    backToHome: 'Back to home',
    // Not worded by the spec: the reference, the product chosen, the next steps and the bonus.
    referenceLabel: 'Your reference',
    referenceHint: 'Quote it whenever you contact us about this application.',
    referenceMailed: (email: string) => `It is also in the confirmation e-mail we are sending to ${email}.`,
    chosenLabel: 'You applied for',
    productOf: (product: string, bank: string) => `${product} from ${bank}`,
    nextTitle: 'What happens next',
    finishOnPartner: (bank: string) => `Finish your application on ${bank}’s website. It opened in a new tab.`,
    finishOnPartnerGeneric: 'Finish your application on the partner’s website. It opened in a new tab.',
    reopenPartner: (bank: string) => `Open ${bank}’s website again`,
    partnerDecides: (bank: string, time: string) => `${bank} checks your details and tells you its decision by e-mail, usually within ${time}.`,
    partnerDecidesGeneric: (time: string) => `The partner checks your details and tells you its decision by e-mail, usually within ${time}.`,
    bonusCard: (bonus: string, days: number) =>
      `Once your card is approved, we pay your free ${bonus} bonus onto the card within ${days} days of the approval. There is nothing to claim.`,
    bonusLoan: (bonus: string, days: number) =>
      `Once your loan is approved, we pay your free ${bonus} bonus into the account your loan is paid into within ${days} days of the approval. There is nothing to claim.`,
    helpQuestion: 'Questions about your application?',
    helpLink: 'Contact Help & Support',
    loadingSummary: 'Loading your application',
  },
  errorScreen: {
    title: 'Unexpected Application Error!',
    notFound: 'Not Found',
    backToHome: 'Back to home',
    /** The page could not read its runtime settings, so nothing else can start. */
    startupFailed: 'The storefront could not load its settings. Please refresh the page or come back later.',
    unknownError: 'Unknown error',
  },
} as const;
