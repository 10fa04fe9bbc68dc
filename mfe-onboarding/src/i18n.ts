import { appMessages } from '@storefront/shared';
import en from './messages/en.json';

/** The onboarding steps' texts: English bundled, Arabic and Urdu fetched when first used. */
export const { useT, t } = appMessages('onboarding', en, {
  ar: () => import(/* webpackChunkName: "messages-ar" */ './messages/ar.json'),
  ur: () => import(/* webpackChunkName: "messages-ur" */ './messages/ur.json'),
});

export type MessageKey = keyof typeof en;
