import { registerCatalog, translate, useMessages } from '@storefront/shared';
import en from './messages/en.json';

/** The shell's texts: English bundled (the spec's words), Arabic and Urdu each a chunk of its own. */
registerCatalog('shell', en, { ar: () => import('./messages/ar.json'), ur: () => import('./messages/ur.json') });

export type ShellMessageKey = keyof typeof en;
export type MessageValues = Record<string, unknown>;

/** The shell's texts in the active language; the component re-renders on a switch. */
export const useT = () => useMessages<typeof en>('shell');

/** A shell text outside React (a fallback text, a class component's). */
export const t = (key: ShellMessageKey, values?: MessageValues) => translate('shell', key, values);
