/** Business constants and limits of spec section 9: defined once, in the contract, which the API shares. */

export {
  minFeatures,
  maxFeatures,
  creditScoreThreshold,
  defaultPromoCode,
  resultsPageSize,
  firstResultsPage,
  countDebounceMs,
  redirectDelayMs,
  nextLockMs,
  snackbarAutoHideMs,
  requestTimeoutMs,
  supportReplyPromise,
  privacySheetInitialHeight,
  privacySheetDragCloseThresholdPx,
  cookieDefaults,
  formsNarrowMaxWidthPx,
  stepsNarrowMaxWidthPx,
  headerNarrowMaxWidthPx,
  loadingSpinnerDefaults,
  mailSubjects,
  type MailSubject,
  helpNameMaxLength,
  helpMessageMaxLength,
  estimatedProcessingTime,
} from './contract/constants';

/** The help form's kinds of request, a complaint's reference, and the funnel's steps. */
export {
  helpRequestKinds,
  type HelpRequestKind,
  COMPLAINT_REFERENCE_PREFIX,
  funnelSteps,
  type FunnelStep,
} from './contract/support-rules';

/** Spec section 9: how long the page waits for one script chunk (platform.json). */
export { chunkLoadTimeoutMs as scriptChunkTimeoutMs } from './contract/platform';
