import type { RouteObject } from 'react-router-dom';
import { CongratulationsPage } from '../congratulations/congratulations-page';
import { NotFoundScreen } from '../error-screen/not-found-screen';
import { RouteErrorScreen } from '../error-screen/route-error-screen';
import { RemoteSlot } from '../remote-loading/remote-slot';
import { WizardFrame } from '../wizard-frame/wizard-frame';
import { StorefrontLayout } from './storefront-layout';

/** The storefront's routes (spec section 2). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <StorefrontLayout />,
    // Errors of the chrome itself: the whole page is the fallback.
    errorElement: <RouteErrorScreen fullPage />,
    children: [
      {
        // A page that throws shows the fallback inside the chrome; the header stays usable.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <WizardFrame /> },
          { path: 'help-and-support', element: <RemoteSlot remote="support" module="./HelpAndSupportPage" /> },
          { path: 'terms-of-service', element: <RemoteSlot remote="support" module="./TermsOfServicePage" /> },
          { path: 'congratulations', element: <CongratulationsPage /> },
          // Unknown routes: the fallback screen inside the chrome, so the visitor can go on.
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
