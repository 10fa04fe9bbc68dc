import { App, ConfigProvider } from '@storefront/shared/ui';
import type { ReactNode } from 'react';
import { storefrontTheme } from '@storefront/shared';

/** antd is bundled per app, so each exposed root brings its own theme and App context. */
export function StepRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={storefrontTheme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
