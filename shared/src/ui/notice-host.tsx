import { useEffect } from 'react';
import useNotification from 'antd/es/notification/useNotification';

/** antd's snackbar settings: placement, offset from the top, seconds shown. */
export type NoticeHostConfig = NonNullable<Parameters<typeof useNotification>[0]>;
/** What shows a snackbar: `success`, `info`, `warning`, `error` with a title and description. */
export type NoticeInstance = ReturnType<typeof useNotification>[0];

export interface NoticeHostProps {
  config: NoticeHostConfig;
  /** Called with what shows a snackbar once the host is mounted, and again if it changes. */
  onReady(instance: NoticeInstance): void;
}

/**
 * Where antd's snackbars are drawn, and what draws them: a deferred component of the kit
 * (deferred-components.ts), so that no page downloads antd's notification code before its first
 * snackbar (or the visitor's first key or pointer press, which preloads it).
 */
export default function NoticeHost({ config, onReady }: NoticeHostProps) {
  const [instance, holder] = useNotification(config);
  useEffect(() => onReady(instance), [instance, onReady]);
  return holder;
}
