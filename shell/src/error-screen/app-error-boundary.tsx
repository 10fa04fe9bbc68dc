import type { ReactNode } from 'react';
import { FallbackBoundary } from './fallback-boundary';

/** Last line of defence around the providers: a crash outside the router still shows the fallback screen. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <FallbackBoundary fullPage failure="the application crashed">
      {children}
    </FallbackBoundary>
  );
}
