/**
 * @storefront/shared is one Module Federation singleton: every app gets this very module
 * instance, so the contexts below are one instance across shell and remotes. That is why it
 * has one entry point rather than sub-path imports.
 */
export * from './constants';
export { isSubmittedStatus } from './contract/application-status';
export * from './contract/spending';
export {
  defaultOperatorIdentity,
  phoneDigits,
  type MarketLicence,
  type OperatorIdentity,
} from './contract/operator-identity';
export * from './countries';
export * from './money';
export * from './dates';
export * from './storage';
export * from './runtime-config';
export * from './about-paths';
export * from './messages';
export * from './validation';
export * from './hooks/use-max-width';
export * from './content/privacy-content';
export * from './content/privacy-policy-body';
export * from './theme';
export * from './theme-variables';
export type * from './api/types';
export * from './api/api-error';
export { request, countryHeader, setRequestCountry, setRequestLanguage } from './api/client';
export {
  catalogPreviewState, exitCatalogPreview, subscribeCatalogPreview, takePreviewTokenFromAddress, type CatalogPreviewState,
} from './api/catalog-preview';
export * from './api/endpoints/create-customer-profile';
export { submissionKeys } from './api/submission-key';
export * from './api/endpoints/create-application';
export * from './api/endpoints/get-application';
export * from './api/endpoints/update-application';
export * from './api/endpoints/get-market';
export * from './api/endpoints/get-banners';
export * from './api/endpoints/get-partner-banks';
export * from './api/endpoints/get-questions';
export * from './api/endpoints/submit-screenings';
export * from './api/endpoints/get-credit-score';
export * from './api/endpoints/get-loan-recommendations';
export * from './api/endpoints/loan-requests';
export * from './api/endpoints/save-product-recommendations';
export * from './api/endpoints/get-product-features';
export * from './api/endpoints/submit-preferences';
export * from './api/endpoints/get-card-recommendations';
export * from './api/endpoints/count-recommendations';
export * from './api/endpoints/save-selected-features';
export * from './api/endpoints/send-email';
export * from './api/endpoints/report-client-error';
export * from './api/endpoints/send-funnel-event';
export * from './api/endpoints/image-urls';
export * from './api/endpoints/tracking';
export * from './wizard/machine';
export * from './wizard/steps';
export * from './wizard/wizard-context';
export * from './wizard/journey';
export * from './wizard/step-state';
export * from './wizard/step-paths';
export * from './wizard/journey-state';
export * from './notice/notice-context';
export * from './notice/confirmation-mail';
export * from './context/application-context';
export * from './context/language-state';
export * from './i18n';
