import { appMessages } from '@storefront/shared';
import en from './messages/en.json';

/** The shell's texts: English bundled (the spec's words), Arabic and Urdu each a chunk of its own. */
export const { useT, t } = appMessages('shell', en, { ar: () => import('./messages/ar.json'), ur: () => import('./messages/ur.json') });

export type ShellMessageKey = keyof typeof en;
export type { MessageValues } from '@storefront/shared';
