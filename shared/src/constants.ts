/** Business constants and limits of spec section 9: defined once, in the contract, which the API shares. */
import buildSettings from './build-settings.json';

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
  bonusPaymentDays,
} from './contract/constants';

export const scriptChunkTimeoutMs: number = buildSettings.scriptChunkTimeoutMs;
