import type { ReactNode } from 'react';
import { StorefrontUiRoot } from '@storefront/shared/ui';
import { ConfirmationMailNotice } from '../notices/confirmation-mail-notice';
import { NoticeProvider } from '../notices/notice-provider';

/**
 * antd's providers (theme, direction, texts) and the storefront's snackbar, around the routes, and above them
 * what the visitor must know of their confirmation e-mail. The layout loads
 * this module only once consent is given: the page before consent downloads no antd.
 */
export default function UiProviders({ children }: { children: ReactNode }) {
  return (
    <StorefrontUiRoot>
      <NoticeProvider>
        <ConfirmationMailNotice />
        {children}
      </NoticeProvider>
    </StorefrontUiRoot>
  );
}
