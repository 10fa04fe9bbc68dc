/** Business constants and limits of spec section 9, each defined once. */
import buildSettings from './build-settings.json';

export const minFeatures = 3;
export const maxFeatures = 5;
export const creditScoreThreshold = 60;
export const cardBonusAmount = 200;
export const cardBonusCurrency = 'AED';
export const defaultPromoCode = '1-1-other';
export const resultsPageSize = 10;
export const firstResultsPage = 0;

export const countDebounceMs = 300;
export const redirectDelayMs = 2000;
export const nextLockMs = 3000;
export const snackbarAutoHideMs = 6000;

export const estimatedProcessingTime = '3-4 working days';
export const supportReplyPromise = '2-3 business days';

export const privacySheetInitialHeight = 0.8;
export const privacySheetDragCloseThresholdPx = 50;

export const cookieDefaults = { functional: true, performance: false, advertising: false } as const;

/** Narrow breakpoints: forms, steps and Reset Filter, header and cookie popup. */
export const formsNarrowMaxWidthPx = 426;
export const stepsNarrowMaxWidthPx = 431;
export const headerNarrowMaxWidthPx = 767;

export const phoneSelectorMenu = { heightPx: 300, widthPx: 360 } as const;
export const phoneMaskDefaultDigits = 12;
export const phoneInputHistoryEntries = 20;
export const phoneInputDebounceMs = 200;
/** A phone number needs more digits than this. */
export const phoneMinDigitsExclusive = 4;

export const scriptChunkTimeoutMs: number = buildSettings.scriptChunkTimeoutMs;
export const loadingSpinnerDefaults = { color: 'green', size: 80 } as const;
export const buildRegion = buildSettings.region;
export const environmentLabel = buildSettings.environmentLabel;
export const publicPath = buildSettings.publicPath;
