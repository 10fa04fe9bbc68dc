import { App, ConfigProvider } from '@storefront/shared/ui';
import { storefrontTheme } from '@storefront/shared';
import type { ReactNode } from 'react';

/**
 * antd is not shared between apps, so each exposed page brings its own ConfigProvider with the
 * one storefront theme, and antd's App for its message and modal contexts.
 */
export function StorefrontRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={storefrontTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
