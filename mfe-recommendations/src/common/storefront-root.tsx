import type { ReactNode } from 'react';
import { storefrontTheme } from '@storefront/shared';
import { App, ConfigProvider } from '@storefront/shared/ui';

/** antd is bundled per app, so each exposed root carries the one storefront theme itself. */
export function StorefrontRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={storefrontTheme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
