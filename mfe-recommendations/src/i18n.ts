import { appMessages, type Translate as TranslateIn } from '@storefront/shared';
import en from './messages/en.json';

/**
 * This remote's texts: English bundled with it (the spec's words), Arabic and Urdu each a chunk of
 * its own, fetched when the visitor first uses that language.
 */
export const { useT, t } = appMessages('recommendations', en, {
  ar: () => import('./messages/ar.json'),
  ur: () => import('./messages/ur.json'),
});

export type MessageKey = keyof typeof en & string;

/** What turns a key (and its values) into the text of the active language. */
export type Translate = TranslateIn<typeof en>;
