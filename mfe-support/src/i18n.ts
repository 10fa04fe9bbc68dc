import { appMessages, currentLanguage } from '@storefront/shared';
import en from './messages/en.json';

/** The support pages' texts: English bundled, Arabic and Urdu fetched when first used. */
export const app = 'support';
export const { useT, t } = appMessages(app, en, {
  ar: () => import(/* webpackChunkName: "messages-ar" */ './messages/ar.json'),
  ur: () => import(/* webpackChunkName: "messages-ur" */ './messages/ur.json'),
});

export type MessageKey = keyof typeof en;

/** The active language, for what is fetched per language (the terms); re-renders on a switch. */
export function useLanguage() {
  useT();
  return currentLanguage();
}
