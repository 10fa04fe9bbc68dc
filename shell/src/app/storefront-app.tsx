import type { ReactNode } from 'react';
import { ApplicationProvider, ConfirmationMailProvider, i18n, I18nProvider, JourneyProvider } from '@storefront/shared';
import { ConsentProvider, useConsent } from '../consent/consent-state';
import { AppErrorBoundary } from '../error-screen/app-error-boundary';
import { DocumentLanguage } from '../language/document-language';
import { DocumentTitle } from '../language/document-title-sync';
import { routes } from './routes';
import { StorefrontRoutes, type StorefrontRouter } from './storefront-router';
import './global.css';

/**
 * The providers every page and every remote reads, around the router. antd's own providers and the
 * snackbar come with the routes, after consent (app/ui-providers.tsx).
 */
export function StorefrontApp({ router }: { router: StorefrontRouter }) {
  return (
    <StorefrontProviders>
      <DocumentTitle router={router} />
      <StorefrontRoutes router={router} routes={routes} />
    </StorefrontProviders>
  );
}

export function StorefrontProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      {/* The one message store, for what reads it through Lingui's context (<Trans>). */}
      <I18nProvider i18n={i18n}>
        <ConsentProvider>
          <ApplicationRoot>{children}</ApplicationRoot>
        </ConsentProvider>
      </I18nProvider>
    </AppErrorBoundary>
  );
}

/**
 * The application context learns whether it may write to storage from the consent state; the
 * journey (restarted by a change of country) sits on it, `<html lang dir>` follows its language.
 * The confirmation e-mail's state outlives the step that sends it (the visitor is on
 * /congratulations by the time it fails or is tried again).
 */
function ApplicationRoot({ children }: { children: ReactNode }) {
  const { consentGiven } = useConsent();
  return (
    <ApplicationProvider consentGiven={consentGiven}>
      <DocumentLanguage />
      <JourneyProvider>
        <ConfirmationMailProvider>{children}</ConfirmationMailProvider>
      </JourneyProvider>
    </ApplicationProvider>
  );
}
