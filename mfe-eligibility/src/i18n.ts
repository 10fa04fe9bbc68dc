import { registerCatalog, translate, useMessages, type MessageValues } from '@storefront/shared';
import en from './messages/en.json';

/** The eligibility step's texts: English bundled, Arabic and Urdu fetched when first used. */
const app = 'eligibility';
registerCatalog(app, en, {
  ar: () => import(/* webpackChunkName: "messages-ar" */ './messages/ar.json'),
  ur: () => import(/* webpackChunkName: "messages-ur" */ './messages/ur.json'),
});

export type MessageKey = keyof typeof en;

/** In a component: re-renders on a language switch. */
export const useT = () => useMessages<typeof en>(app);

/** Outside React (a notice raised in a Next handler): the active language at the time of the call. */
export const t = (key: MessageKey, values?: MessageValues) => translate(app, key, values);
