import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from '@storefront/shared/router';
import { headerNarrowMaxWidthPx, isWizardPath, useMaxWidth } from '@storefront/shared';
import { ConsentPrompt } from '../consent/consent-prompt';
import { useConsent } from '../consent/consent-state';
import { Header } from '../header/header';
import { SiteFooter } from '../about/site-footer';
import { Hero } from '../hero/hero';
import { LoadingSpinner } from '../remote-loading/loading-spinner';
import { useUiDue } from './use-ui-due';
import { useFunnelEvents } from '../funnel/use-funnel-events';
import { useCatalogPreview } from '../preview/use-catalog-preview';

const UiProviders = lazy(() => import('./ui-providers'));
// Only a tab previewing a catalog draft downloads it.
const PreviewBar = lazy(() => import('../preview/preview-bar'));

/**
 * The chrome around every route. Before consent only the chrome and the consent prompt show:
 * no route content renders, so no remote loads, nothing is stored and no antd is downloaded (the
 * chrome is drawn without it); antd's providers and the routes come with consent, on the wizard
 * once the hero is painted (use-ui-due.ts).
 */
export function StorefrontLayout() {
  const { consentGiven } = useConsent();
  const narrow = useMaxWidth(headerNarrowMaxWidthPx);
  const { pathname } = useLocation();
  const hero = isWizardPath(pathname);
  const uiDue = useUiDue(hero);
  useFunnelEvents();
  return (
    <ChromeFrame narrow={narrow} hero={hero} prompt={<ConsentPrompt narrow={narrow} />}>
      {consentGiven && !uiDue && <LoadingSpinner />}
      {consentGiven && uiDue && (
        <Suspense fallback={<LoadingSpinner />}>
          <UiProviders>
            <Outlet />
          </UiProviders>
        </Suspense>
      )}
    </ChromeFrame>
  );
}

export interface ChromeFrameProps {
  narrow: boolean;
  /** The storefront's promise above the page: on the wizard only ('/' and the steps' addresses). */
  hero: boolean;
  /** The consent prompt, fixed over the page. */
  prompt?: ReactNode;
  children?: ReactNode;
}

/** The page's frame: the preview's bar (a tab previewing a catalog draft), header, hero, the route's content and the footer. */
export function ChromeFrame({ narrow, hero, prompt, children }: ChromeFrameProps) {
  const preview = useCatalogPreview();
  return (
    <div className={narrow ? 'sf-layout sf-layout--narrow' : 'sf-layout'}>
      {preview !== 'off' && (
        <Suspense fallback={null}>
          <PreviewBar state={preview} />
        </Suspense>
      )}
      <Header narrow={narrow} />
      <main className="sf-main">
        {hero && <Hero />}
        {children}
      </main>
      {/* The prompt first: before consent its banner is what the visitor meets first, by eye and by keyboard. */}
      {prompt}
      <SiteFooter />
    </div>
  );
}
