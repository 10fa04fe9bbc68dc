import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from '@storefront/shared/ui';
import { storefrontTheme } from '@storefront/shared';
import { NoticeProvider } from '../notices/notice-provider';

/**
 * antd's providers and the storefront's snackbar, around the routes. The layout loads this module
 * only once consent is given: the page before consent downloads no antd.
 */
export default function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={storefrontTheme}>
      <AntApp>
        <NoticeProvider>{children}</NoticeProvider>
      </AntApp>
    </ConfigProvider>
  );
}
