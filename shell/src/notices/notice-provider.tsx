import { useContext, useMemo, type ReactNode } from 'react';
import { ConfigProvider, notification } from '@storefront/shared/ui';
import { headerNarrowMaxWidthPx, NoticeContext, snackbarAutoHideMs, useMaxWidth, type NoticeApi } from '@storefront/shared';
import { headerHeightPx } from '../header/header-size';

/** Between the header's lower edge and the snackbar. */
const gapBelowHeaderPx = 12;

/**
 * The storefront's one snackbar: at the top, on the end side (right, left in right-to-left), title and message, hides after snackbarAutoHideMs;
 * a notice given again while shown is shown once.
 * It sits below the sticky header, so the logo, the countries and Help & Support stay in reach.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const narrow = useMaxWidth(headerNarrowMaxWidthPx);
  // The direction antd draws in (StorefrontUiRoot's, from the language).
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const [api, contextHolder] = notification.useNotification({
    placement: direction === 'rtl' ? 'topLeft' : 'topRight',
    top: (narrow ? headerHeightPx.narrow : headerHeightPx.wide) + gapBelowHeaderPx,
    duration: snackbarAutoHideMs / 1000,
  });
  const value = useMemo<NoticeApi>(
    () => ({
      // The same notice again (a sixth feature picked twice, one refusal reported by two handlers)
      // replaces the one shown and starts its time anew: never two of it stacked.
      notify: ({ kind, title, message }) => api[kind]({ key: `${kind}\n${title}\n${message}`, title, description: message }),
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
