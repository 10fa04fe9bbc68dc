import { lazy } from 'react';
import { Outlet, type RouteObject } from '@storefront/shared/router';
import { trackApplicationPath, wizardStepRoute } from '@storefront/shared';
import { CongratulationsGuard } from '../journey-routing/congratulations-guard';
import { NotFoundScreen } from '../error-screen/not-found-screen';
import { RouteErrorBoundary } from '../error-screen/route-error-boundary';
import { StorefrontLayout } from './storefront-layout';
import { aboutPaths } from '../about/about-paths';

// The pages are drawn with antd: each is its own chunk, loaded when it first renders (after
// consent, under the layout's Suspense), so the page before consent downloads none of them.
const WizardFrame = lazy(() => import('../wizard-frame/wizard-frame').then((m) => ({ default: m.WizardFrame })));
const RemoteSlot = lazy(() => import('../remote-loading/remote-slot').then((m) => ({ default: m.RemoteSlot })));
const PrivacyPolicyPage = lazy(() => import('../about/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })));
const HowWeMakeMoneyPage = lazy(() =>
  import('../about/how-we-make-money-page').then((m) => ({ default: m.HowWeMakeMoneyPage })),
);
const OurPartnersPage = lazy(() => import('../about/our-partners-page').then((m) => ({ default: m.OurPartnersPage })));
const CongratulationsPage = lazy(() =>
  import('../congratulations/congratulations-page').then((m) => ({ default: m.CongratulationsPage })),
);

/** The storefront's routes (spec section 2). */
export const routes: RouteObject[] = [
  {
    path: '/',
    // Errors of the chrome itself: the whole page is the fallback.
    element: (
      <RouteErrorBoundary fullPage>
        <StorefrontLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A page that throws shows the fallback inside the chrome; the header stays usable.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          // The wizard's entry, and each step at its own address (shared/src/wizard/step-paths.ts).
          { index: true, element: <WizardFrame /> },
          { path: wizardStepRoute, element: <WizardFrame /> },
          { path: 'help-and-support', element: <RemoteSlot remote="support" module="./HelpAndSupportPage" /> },
          { path: 'terms-of-service', element: <RemoteSlot remote="support" module="./TermsOfServicePage" /> },
          { path: trackApplicationPath.slice(1), element: <RemoteSlot remote="support" module="./TrackApplicationPage" /> },
          {
            path: 'congratulations',
            element: (
              <CongratulationsGuard>
                <CongratulationsPage />
              </CongratulationsGuard>
            ),
          },
          // The pages about the storefront, linked from the footer of every page.
          { path: aboutPaths.privacyPolicy.slice(1), element: <PrivacyPolicyPage /> },
          { path: aboutPaths.howWeMakeMoney.slice(1), element: <HowWeMakeMoneyPage /> },
          { path: aboutPaths.ourPartners.slice(1), element: <OurPartnersPage /> },
          { path: 'how-we-rank', element: <RemoteSlot remote="recommendations" module="./HowWeRankPage" /> },
          { path: 'key-facts/:productId', element: <RemoteSlot remote="recommendations" module="./KeyFactsPage" /> },
          // Unknown routes: the fallback screen inside the chrome, so the visitor can go on.
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
