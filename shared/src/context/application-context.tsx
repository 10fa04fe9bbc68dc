import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { CountryCode, ProductType, PublicId } from '../api/types';
import { forgetAccessToken } from '../api/access-token';
import { setRequestCountry } from '../api/client';
import { countryOptionFor, isCountryCode, type CountryOption } from '../countries';
import { configuredDefaultCountry } from '../runtime-config';
import { readStorage, storageKeys, writeStorage } from '../storage';
import { applicationState, emptyStoredApplication, type StoredApplication } from '../wizard/journey-state';
import { useLanguageState, type LanguageState } from './language-state';

export interface ApplicationState extends LanguageState {
  applicationId: PublicId | null;
  setApplicationId(id: PublicId | null): void;
  /** Set once the customer is created; its access token is held by the API client (api/access-token.ts). */
  customerId: PublicId | null;
  setCustomerId(id: PublicId | null): void;
  /** The e-mail address given at step 0, where the confirmation goes (the application view does not carry it). */
  customerEmail: string | null;
  setCustomerEmail(email: string | null): void;
  /** From the returned promo code's second part. */
  locationId: number | null;
  setLocationId(id: number | null): void;
  countryCode: CountryCode;
  setCountryCode(code: CountryCode): void;
  /** The header's country choice, derived from the code. */
  country: CountryOption;
  product: ProductType | null;
  setProduct(product: ProductType | null): void;
}

export const ApplicationContext = createContext<ApplicationState | null>(null);

function storedCountryCode(): CountryCode {
  const stored = readStorage(storageKeys.selectedCountry);
  return isCountryCode(stored) ? stored : configuredDefaultCountry();
}

/** The country a page starts in: the tab's journey's, else the visitor's last choice, else the deploy's. */
export function startingCountry(): CountryCode {
  return applicationState.read().country ?? storedCountryCode();
}

export interface ApplicationProviderProps {
  /** Nothing but the consent key is written to storage before consent. */
  consentGiven: boolean;
  children: ReactNode;
}

/**
 * The values start from the tab's journey (session storage, wizard/journey-state.ts) when one is
 * kept: a refresh or a restored tab goes on with the same customer, application, product and
 * country. Without one, the country is the visitor's last choice (local storage) or the deploy's.
 */
export function ApplicationProvider({ consentGiven, children }: ApplicationProviderProps) {
  const [restored] = useState<StoredApplication>(() => applicationState.read());
  const [applicationId, setApplicationId] = useState<PublicId | null>(restored.applicationId);
  const [customerId, setCustomerId] = useState<PublicId | null>(restored.customerId);
  const [customerEmail, setCustomerEmail] = useState<string | null>(restored.customerEmail);
  const [locationId, setLocationId] = useState<number | null>(restored.locationId);
  const [countryCode, setCountryCodeState] = useState<CountryCode>(() => {
    const code = restored.country ?? storedCountryCode();
    setRequestCountry(code);
    return code;
  });
  const [product, setProduct] = useState<ProductType | null>(restored.product);
  const { language, setLanguage } = useLanguageState(countryCode, consentGiven);

  // The API client sends the country of this context (the SWR keys carry the same): set when the
  // state starts (before any step can call), when it is set, and again should a second provider
  // (a test's) have set another.
  useLayoutEffect(() => setRequestCountry(countryCode), [countryCode]);

  useEffect(() => {
    // From the start once consent is given: the visitor's choice for the next visit.
    if (consentGiven) writeStorage(storageKeys.selectedCountry, countryCode);
  }, [consentGiven, countryCode]);

  useEffect(() => {
    if (!consentGiven) return;
    const ids = { applicationId, customerId, customerEmail, locationId, product };
    // A journey is kept once it holds something of the visitor's: the country alone is not one.
    const started = Object.values(ids).some((value) => value !== null);
    applicationState.write(started ? { country: countryCode, ...ids } : emptyStoredApplication);
  }, [consentGiven, countryCode, applicationId, customerId, customerEmail, locationId, product]);

  // A journey started afresh drops its customer: the token and the address go with it.
  const hadCustomer = useRef(false);
  useEffect(() => {
    if (customerId !== null) hadCustomer.current = true;
    else if (hadCustomer.current) {
      hadCustomer.current = false;
      forgetAccessToken();
      setCustomerEmail(null);
    }
  }, [customerId]);

  const setCountryCode = useCallback((code: CountryCode) => {
    // At once: a call sent before the next render already carries the new country.
    setRequestCountry(code);
    setCountryCodeState(code);
  }, []);

  const value = useMemo<ApplicationState>(
    () => ({
      applicationId,
      setApplicationId,
      customerId,
      setCustomerId,
      customerEmail,
      setCustomerEmail,
      locationId,
      setLocationId,
      countryCode,
      setCountryCode,
      country: countryOptionFor(countryCode),
      product,
      setProduct,
      language,
      setLanguage,
    }),
    [applicationId, customerId, customerEmail, locationId, countryCode, setCountryCode, product, language, setLanguage],
  );
  return <ApplicationContext.Provider value={value}>{children}</ApplicationContext.Provider>;
}

export function useApplication(): ApplicationState {
  const state = useContext(ApplicationContext);
  if (!state) throw new Error('useApplication must be used inside ApplicationProvider');
  return state;
}
