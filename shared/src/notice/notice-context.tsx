import { createContext, useContext } from 'react';

export type NoticeKind = 'error' | 'warning' | 'info' | 'success';

export interface Notice {
  kind: NoticeKind;
  title: string;
  message: string;
}

export interface NoticeApi {
  /** The snackbar at top right; it hides by itself after snackbarAutoHideMs. */
  notify(notice: Notice): void;
}

/** The shell provides the one snackbar; remotes only call notify. */
export const NoticeContext = createContext<NoticeApi>({
  notify: (notice) => console.warn('Notice shown outside the shell', notice),
});

export function useNotice(): NoticeApi {
  return useContext(NoticeContext);
}
