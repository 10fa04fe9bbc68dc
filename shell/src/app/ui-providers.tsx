import type { ReactNode } from 'react';
import { StorefrontUiRoot } from '@storefront/shared/ui';
import { NoticeProvider } from '../notices/notice-provider';

/**
 * antd's providers (theme, App) and the storefront's snackbar, around the routes. The layout loads
 * this module only once consent is given: the page before consent downloads no antd.
 */
export default function UiProviders({ children }: { children: ReactNode }) {
  return (
    <StorefrontUiRoot>
      <NoticeProvider>{children}</NoticeProvider>
    </StorefrontUiRoot>
  );
}
