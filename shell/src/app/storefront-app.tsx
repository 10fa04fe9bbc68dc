import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ApplicationProvider, storefrontTheme } from '@storefront/shared';
import { ConsentProvider, useConsent } from '../consent/consent-state';
import { AppErrorBoundary } from '../error-screen/app-error-boundary';
import { NoticeProvider } from '../notices/notice-provider';
import './global.css';

export type StorefrontRouter = ReturnType<typeof createBrowserRouter>;

/** The providers every page and every remote reads, around the router. */
export function StorefrontApp({ router }: { router: StorefrontRouter }) {
  return (
    <StorefrontProviders>
      <RouterProvider router={router} />
    </StorefrontProviders>
  );
}

export function StorefrontProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ConfigProvider theme={storefrontTheme}>
        <AntApp>
          <NoticeProvider>
            <ConsentProvider>
              <ApplicationRoot>{children}</ApplicationRoot>
            </ConsentProvider>
          </NoticeProvider>
        </AntApp>
      </ConfigProvider>
    </AppErrorBoundary>
  );
}

/** The application context learns whether it may write to storage from the consent state. */
function ApplicationRoot({ children }: { children: ReactNode }) {
  const { consentGiven } = useConsent();
  return <ApplicationProvider consentGiven={consentGiven}>{children}</ApplicationProvider>;
}
