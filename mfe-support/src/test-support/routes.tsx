import type { StepOptions } from '@storefront/shared/testing';
import HelpAndSupportPage from '../help-and-support/help-and-support-page';
import TermsOfServicePage from '../terms-of-service/terms-of-service-page';
import TrackApplicationPage from '../track-application/track-application-page';

/** What '/' shows: the shell's home, which is not this remote's. */
export const homeMarker = 'Home page';
export const home = <p>{homeMarker}</p>;

/**
 * The routes the shell gives these pages, for the shared renderStep (which puts `home` at '/'),
 * so a test can start anywhere in the history and see where Back, Agree and the links lead.
 * StrictMode, as in development, runs initialisers and effects twice to flush out impure ones.
 */
export const supportPages = {
  routes: {
    '/help-and-support': <HelpAndSupportPage />,
    '/terms-of-service': <TermsOfServicePage />,
    '/track-application': <TrackApplicationPage />,
  },
  strictMode: true,
} satisfies StepOptions;
