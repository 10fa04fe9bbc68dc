import { useMemo, type ReactNode } from 'react';
import { notification } from '@storefront/shared/ui';
import { NoticeContext, snackbarAutoHideMs, type NoticeApi } from '@storefront/shared';

/** The storefront's one snackbar: top right, title and message, hides after snackbarAutoHideMs. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [api, contextHolder] = notification.useNotification({
    placement: 'topRight',
    duration: snackbarAutoHideMs / 1000,
  });
  const value = useMemo<NoticeApi>(
    () => ({
      notify: ({ kind, title, message }) => api[kind]({ title, description: message }),
    }),
    [api],
  );
  return (
    <NoticeContext.Provider value={value}>
      {contextHolder}
      {children}
    </NoticeContext.Provider>
  );
}
