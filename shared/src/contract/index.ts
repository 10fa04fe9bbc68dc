/**
 * The wire contract between the storefront and the provider API (spec sections 3, 7 and 9): one
 * TypeBox schema per shape, grouped by resource, with its static type (./types), the business
 * constants and the rules both sides apply. React-free: the API validates with these schemas, the
 * front ends take the types (`import type`) and the constants.
 */
export * from './common';
export * from './platform';
export * from './operator-identity';
export * from './problem';
export * from './customer-profiles';
export * from './applications';
export * from './application-status';
export * from './banners';
export * from './banks';
export * from './questions';
export * from './screenings';
export * from './product-recommendations';
export * from './features';
export * from './selected-features';
export * from './recommendations';
export * from './loan-requests';
export * from './eligibility';
export * from './costs';
export * from './match-points';
export * from './email';
export * from './email-address';
export * from './images';
export * from './markets';
export * from './client-errors';
export * from './partner';
export * from './tracking';
export * from './catalog-preview';
export * from './support-rules';
export * from './funnel';
export * from './constants';
export * from './full-name';

export * from './languages';
export * from './catalog-file';
export * from './operator';
