import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CountryCode, ProductType } from '../api/types';
import { countryOptionFor, defaultCountryCode, isCountryCode, type CountryOption } from '../countries';
import { readStorage, storageKeys, writeStorage } from '../storage';

export interface ApplicationState {
  applicationId: number | null;
  setApplicationId(id: number | null): void;
  customerId: number | null;
  setCustomerId(id: number | null): void;
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
  return isCountryCode(stored) ? stored : defaultCountryCode;
}

export interface ApplicationProviderProps {
  /** Nothing but the consent key is written to storage before consent. */
  consentGiven: boolean;
  children: ReactNode;
}

export function ApplicationProvider({ consentGiven, children }: ApplicationProviderProps) {
  const [applicationId, setApplicationId] = useState<number | null>(null);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [countryCode, setCountryCodeState] = useState<CountryCode>(storedCountryCode);
  const [product, setProduct] = useState<ProductType | null>(null);

  useEffect(() => {
    // The default pk is never stored, so a visitor who never chose sends no country header.
    if (consentGiven && (countryCode !== defaultCountryCode || readStorage(storageKeys.selectedCountry))) {
      writeStorage(storageKeys.selectedCountry, countryCode);
    }
  }, [consentGiven, countryCode]);

  const setCountryCode = useCallback((code: CountryCode) => setCountryCodeState(code), []);

  const value = useMemo<ApplicationState>(
    () => ({
      applicationId,
      setApplicationId,
      customerId,
      setCustomerId,
      locationId,
      setLocationId,
      countryCode,
      setCountryCode,
      country: countryOptionFor(countryCode),
      product,
      setProduct,
    }),
    [applicationId, customerId, locationId, countryCode, setCountryCode, product],
  );
  return <ApplicationContext.Provider value={value}>{children}</ApplicationContext.Provider>;
}

export function useApplication(): ApplicationState {
  const state = useContext(ApplicationContext);
  if (!state) throw new Error('useApplication must be used inside ApplicationProvider');
  return state;
}
