export * from './languages';
export * from './catalogs';
export * from './use-messages';
export { I18nProvider, Trans } from '@lingui/react';
export * from './app-messages';
