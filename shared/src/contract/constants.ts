/**
 * The business constants and limits of spec section 9 and the bounds both sides of the wire agree
 * on, each defined once. No TypeBox here: the front ends import these values without its runtime.
 */

export const minFeatures = 3;
export const maxFeatures = 5;
/** Cards are offered from this credit score up. */
export const creditScoreThreshold = 60;
/** An empty promo code means this one; its second part is the location id. */
export const defaultPromoCode = '1-1-other';
export const resultsPageSize = 10;
export const firstResultsPage = 0;

export const countDebounceMs = 300;
export const redirectDelayMs = 2000;
export const nextLockMs = 3000;
export const snackbarAutoHideMs = 6000;
/** The storefront's API client treats a call that hangs this long as no response. */
export const requestTimeoutMs = 30000;
/**
 * The request header (IETF draft "The Idempotency-Key HTTP Header Field") by which the customer
 * create tells a repeat of one submission (a double click, a retry) from a new one.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
/** How long an Idempotency-Key may be, in visible ASCII characters (a UUID has 36). */
export const idempotencyKeyLength = { min: 16, max: 255 } as const;

export const estimatedProcessingTime = '3-4 working days';
export const supportReplyPromise = '2-3 business days';

export const privacySheetInitialHeight = 0.8;
export const privacySheetDragCloseThresholdPx = 50;

export const cookieDefaults = { functional: true, performance: false, advertising: false } as const;

/** Narrow breakpoints: forms, steps and Reset Filter, header and cookie popup. */
export const formsNarrowMaxWidthPx = 426;
export const stepsNarrowMaxWidthPx = 431;
export const headerNarrowMaxWidthPx = 767;

export const loadingSpinnerDefaults = { color: 'green', size: 80 } as const;

/**
 * The storefront's picks: up to 5 features, each with any of its sub-features (a sub-feature
 * counts toward its feature, spec section 4), so more than 5 ids. The bound only caps the size.
 */
export const maxPicks = 50;

/** The storefront's only mails (spec section 7): the subject names which one is meant. */
export const mailSubjects = {
  cardConfirmation: 'Your Credit Card Application Received',
  loanConfirmation: 'Your Loan Application Received',
  helpRequest: 'Help & Support Request Received',
} as const;
export type MailSubject = (typeof mailSubjects)[keyof typeof mailSubjects];

/** The support form's bounds, which the API enforces on a help request. */
export const helpNameMaxLength = 100;
export const helpMessageMaxLength = 2000;
