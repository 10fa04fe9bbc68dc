import type { ReactNode } from 'react';
import { useLocation } from '@storefront/shared/router';
import { FallbackBoundary } from './fallback-boundary';

/**
 * Around a route's content: an error thrown while it renders shows the fallback screen in its
 * place (inside the chrome, unless `fullPage`), until the visitor goes to another address.
 */
export function RouteErrorBoundary({ fullPage = false, children }: { fullPage?: boolean; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <FallbackBoundary fullPage={fullPage} failure="a page failed to render" resetKey={key}>
      {children}
    </FallbackBoundary>
  );
}
