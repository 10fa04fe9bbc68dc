import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { headerNarrowMaxWidthPx } from '@storefront/shared';
import { ConsentPrompt } from '../consent/consent-prompt';
import { useConsent } from '../consent/consent-state';
import { Header } from '../header/header';
import { Hero } from '../hero/hero';
import { useMaxWidth } from '../hooks/use-max-width';
import { LoadingSpinner } from '../remote-loading/loading-spinner';

const UiProviders = lazy(() => import('./ui-providers'));

/**
 * The chrome around every route. Before consent only the chrome and the consent prompt show:
 * no route content renders, so no remote loads, nothing is stored and no antd is downloaded (the
 * chrome is drawn without it); antd's providers and the routes come with consent.
 */
export function StorefrontLayout() {
  const { consentGiven } = useConsent();
  const narrow = useMaxWidth(headerNarrowMaxWidthPx);
  const { pathname } = useLocation();
  return (
    <div className={narrow ? 'sf-layout sf-layout--narrow' : 'sf-layout'}>
      <Header narrow={narrow} />
      <main className="sf-main">
        {pathname === '/' && <Hero />}
        {consentGiven && (
          <Suspense fallback={<LoadingSpinner />}>
            <UiProviders>
              <Outlet />
            </UiProviders>
          </Suspense>
        )}
      </main>
      <ConsentPrompt narrow={narrow} />
    </div>
  );
}
