/** Every text the shell shows, in the spec's exact words (English now; Arabic and Urdu can follow). */
import { cardBonusAmount, cardBonusCurrency } from '@storefront/shared';

export const messages = {
  hero: {
    title: 'Get Instant Cashback',
    bonusPromise: `Get a free ${cardBonusCurrency} ${cardBonusAmount} bonus for any approved card or instant cash loan.`,
  },
  header: {
    logoLabel: 'Cashback Storefront home',
    helpAndSupport: 'Help & Support',
    countryLabel: 'Country',
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
