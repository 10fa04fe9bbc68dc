import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CountryCode } from '../api/types';
import { useApplication } from '../context/application-context';
import { clearJourneyState } from './step-state';

/** One visitor's way through the wizard, from step 0 in one country. */
export interface Journey {
  /** Changes whenever a fresh journey starts: what a step keeps between its mounts belongs to one journey. */
  id: number;
  /** Whether the visitor has entered anything in this journey; a change of country then asks first. */
  detailsEntered: boolean;
  setDetailsEntered(entered: boolean): void;
  /**
   * A clean journey in this country: no customer, application, product or entries, the wizard at
   * step 0, and nothing of the previous journey kept in the tab (step-state.ts).
   */
  startFresh(country: CountryCode): void;
}

const JourneyContext = createContext<Journey | null>(null);

/** Inside the ApplicationProvider, whose journey fields it clears. */
export function JourneyProvider({ children }: { children: ReactNode }) {
  const app = useApplication();
  const [id, setId] = useState(0);
  const [detailsEntered, setDetailsEntered] = useState(false);
  const { setCountryCode, setApplicationId, setCustomerId, setLocationId, setProduct } = app;

  const startFresh = useCallback(
    (country: CountryCode) => {
      clearJourneyState();
      setCountryCode(country);
      setApplicationId(null);
      setCustomerId(null);
      setLocationId(null);
      setProduct(null);
      setDetailsEntered(false);
      setId((current) => current + 1);
    },
    [setCountryCode, setApplicationId, setCustomerId, setLocationId, setProduct],
  );

  const value = useMemo<Journey>(
    // A customer exists only once details were entered (and sent).
    () => ({ id, detailsEntered: detailsEntered || app.customerId !== null, setDetailsEntered, startFresh }),
    [id, detailsEntered, app.customerId, startFresh],
  );
  return <JourneyContext.Provider value={value}>{children}</JourneyContext.Provider>;
}

export function useJourney(): Journey {
  const journey = useContext(JourneyContext);
  if (!journey) throw new Error('useJourney must be used inside JourneyProvider');
  return journey;
}
