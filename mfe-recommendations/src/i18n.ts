import { registerCatalog, translate, useMessages, type MessageValues } from '@storefront/shared';
import en from './messages/en.json';

/**
 * This remote's texts: English bundled with it (the spec's words), Arabic and Urdu each a chunk of
 * its own, fetched when the visitor first uses that language.
 */
registerCatalog('recommendations', en, {
  ar: () => import('./messages/ar.json'),
  ur: () => import('./messages/ur.json'),
});

export type MessageKey = keyof typeof en & string;

/** What turns a key (and its values) into the text of the active language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The texts of the active language in a component; it re-renders when the language changes. */
export const useT = () => useMessages<typeof en>('recommendations');

/** A text outside React (a label computed by a helper), in the active language. */
export const t: Translate = (key, values) => translate('recommendations', key, values);
