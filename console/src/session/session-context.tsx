import { createContext, useContext, useEffect, type ReactNode } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import type { OperatorProfile, SessionState } from '@storefront/shared/contract';
import { fetcher, setCsrfToken } from '../api/client';
import { sessionPath } from '../api/operator-api';

interface SessionValue {
  session: SessionState | undefined;
  error: unknown;
  /** Takes the API's answer as the session (after a sign-in step), or fetches it again. */
  refresh: KeyedMutator<SessionState>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The browser's operator session as GET /session reports it; its CSRF token goes with every write. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, error, mutate } = useSWR<SessionState>(sessionPath, fetcher, { revalidateOnFocus: true });
  useEffect(() => setCsrfToken(data?.csrfToken), [data?.csrfToken]);
  // The token of an answer is needed by the very next write, before the effect above has run.
  if (data?.csrfToken) setCsrfToken(data.csrfToken);
  return <SessionContext.Provider value={{ session: data, error, refresh: mutate }}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in operator (the console's pages render only once there is one). */
export function useOperator(): OperatorProfile {
  const { session } = useSession();
  if (!session?.operator) throw new Error('useOperator before sign-in');
  return session.operator;
}
