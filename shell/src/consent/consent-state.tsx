import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { cookieConsentGiven, hasCookieConsent, readStorage, removeStorage, storageKeys, writeStorage } from '@storefront/shared';

export interface CookieSettings {
  functional: boolean;
  performance: boolean;
  advertising: boolean;
}

/** The consent rules of spec section 4: what each button of the banner, popup and sheet does. */
export interface ConsentApi {
  consentGiven: boolean;
  /** Consent given with Performance allowed ('Accept All Cookies', or the toggle on): the funnel may count the journey. */
  performanceAllowed: boolean;
  /** Shown only while consent is not given (spec section 2). */
  bannerVisible: boolean;
  settingsOpen: boolean;
  privacyOpen: boolean;
  acceptAll(): void;
  /** Functional cookies only: an answer like any other, so the routes open. */
  rejectNonEssential(): void;
  manageCookies(): void;
  cancelSettings(): void;
  confirmChoices(settings: CookieSettings): void;
  openPrivacy(): void;
  closePrivacy(): void;
}

/** What 'Reject non-essential' stores: the cookies the site needs to work, and no others. */
export const functionalOnly: CookieSettings = { functional: true, performance: false, advertising: false };
/** What 'Accept All Cookies' stores. */
export const allCookies: CookieSettings = { functional: true, performance: true, advertising: true };

/**
 * Whether the stored answer allows Performance: consent given, and the stored settings say so.
 * Consent stored without settings (before 'Accept All Cookies' stored them) allows none.
 */
function storedPerformance(): boolean {
  if (!hasCookieConsent()) return false;
  const raw = readStorage(storageKeys.cookieSettings);
  if (raw === null) return false;
  try {
    return (JSON.parse(raw) as Partial<CookieSettings>).performance === true;
  } catch {
    return false;
  }
}

const ConsentContext = createContext<ConsentApi | null>(null);

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error('useConsent must be used inside ConsentProvider');
  return api;
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [consentGiven, setConsentGiven] = useState(hasCookieConsent);
  const [performance, setPerformance] = useState(storedPerformance);
  const [bannerShown, setBannerShown] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);

  const giveConsent = useCallback(() => {
    writeStorage(storageKeys.cookieConsent, cookieConsentGiven);
    setConsentGiven(true);
  }, []);

  const acceptAll = useCallback(() => {
    writeStorage(storageKeys.cookieSettings, JSON.stringify(allCookies));
    setPerformance(true);
    giveConsent();
    setBannerShown(false);
  }, [giveConsent]);

  const rejectNonEssential = useCallback(() => {
    writeStorage(storageKeys.cookieSettings, JSON.stringify(functionalOnly));
    setPerformance(false);
    giveConsent();
    setBannerShown(false);
  }, [giveConsent]);

  const manageCookies = useCallback(() => {
    setBannerShown(false);
    setSettingsOpen(true);
  }, []);

  const cancelSettings = useCallback(() => {
    setSettingsOpen(false);
    removeStorage(storageKeys.cookieConsent);
    setConsentGiven(false);
    setPerformance(false);
    setBannerShown(true);
  }, []);

  const confirmChoices = useCallback(
    (settings: CookieSettings) => {
      writeStorage(storageKeys.cookieSettings, JSON.stringify(settings));
      setPerformance(settings.performance);
      giveConsent();
      setSettingsOpen(false);
      // The spec shows the banner again here; with consent now given, its own rule keeps it hidden.
      setBannerShown(true);
    },
    [giveConsent],
  );

  const openPrivacy = useCallback(() => {
    setBannerShown(false);
    setPrivacyOpen(true);
  }, []);

  const closePrivacy = useCallback(() => {
    setPrivacyOpen(false);
    setBannerShown(true);
  }, []);

  const value = useMemo<ConsentApi>(
    () => ({
      consentGiven,
      performanceAllowed: consentGiven && performance,
      bannerVisible: bannerShown && !consentGiven,
      settingsOpen,
      privacyOpen,
      acceptAll,
      rejectNonEssential,
      manageCookies,
      cancelSettings,
      confirmChoices,
      openPrivacy,
      closePrivacy,
    }),
    [
      consentGiven,
      performance,
      bannerShown,
      settingsOpen,
      privacyOpen,
      acceptAll,
      rejectNonEssential,
      manageCookies,
      cancelSettings,
      confirmChoices,
      openPrivacy,
      closePrivacy,
    ],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
