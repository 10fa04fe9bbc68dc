import { useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfigProvider, NoticeHost, type NoticeInstance } from '@storefront/shared/ui';
import { headerNarrowMaxWidthPx, NoticeContext, snackbarAutoHideMs, useMaxWidth, type Notice, type NoticeApi } from '@storefront/shared';
import { headerHeightPx } from '../header/header-size';

/** Between the header's lower edge and the snackbar. */
const gapBelowHeaderPx = 12;

// The same notice again (a sixth feature picked twice, one refusal reported by two handlers)
// replaces the one shown and starts its time anew: never two of it stacked.
const show = (instance: NoticeInstance, { kind, title, message }: Notice) =>
  instance[kind]({ key: `${kind}\n${title}\n${message}`, title, description: message });

/**
 * The storefront's one snackbar: at the top, on the end side (right, left in right-to-left), title and message, hides after snackbarAutoHideMs;
 * a notice given again while shown is shown once.
 * It sits below the sticky header, so the logo, the countries and Help & Support stay in reach.
 * antd's snackbar code comes with the first notice (or the visitor's first press, which preloads
 * it): notices given before it has come are shown as soon as it has.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const narrow = useMaxWidth(headerNarrowMaxWidthPx);
  // The direction antd draws in (StorefrontUiRoot's, from the language).
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const [hostWanted, setHostWanted] = useState(false);
  const instance = useRef<NoticeInstance | null>(null);
  const waiting = useRef<Notice[]>([]);
  const onReady = useCallback((ready: NoticeInstance) => {
    instance.current = ready;
    for (const notice of waiting.current.splice(0)) show(ready, notice);
  }, []);
  const value = useMemo<NoticeApi>(
    () => ({
      notify: (notice) => {
        if (instance.current) return show(instance.current, notice);
        waiting.current.push(notice);
        setHostWanted(true);
      },
    }),
    [],
  );
  return (
    <NoticeContext.Provider value={value}>
      {hostWanted && (
        <NoticeHost
          config={{
            placement: direction === 'rtl' ? 'topLeft' : 'topRight',
            top: (narrow ? headerHeightPx.narrow : headerHeightPx.wide) + gapBelowHeaderPx,
            duration: snackbarAutoHideMs / 1000,
          }}
          onReady={onReady}
        />
      )}
      {children}
    </NoticeContext.Provider>
  );
}
