import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@storefront/shared/router';
import { ErrorScreen } from './error-screen';
import { errorText } from './error-text';

interface RouteErrorBoundaryProps {
  /** Around the chrome itself: the fallback is the whole page. */
  fullPage?: boolean;
  children: ReactNode;
}

/**
 * Around a route's content: an error thrown while it renders shows the fallback screen in its
 * place (inside the chrome, unless `fullPage`), until the visitor goes to another address.
 */
export function RouteErrorBoundary({ fullPage = false, children }: RouteErrorBoundaryProps) {
  const { key } = useLocation();
  return (
    <RouteBoundary fullPage={fullPage} locationKey={key}>
      {children}
    </RouteBoundary>
  );
}

interface RouteBoundaryProps extends RouteErrorBoundaryProps {
  locationKey: string;
}

interface RouteBoundaryState {
  failed: boolean;
  error: unknown;
  /** The location at which it failed: a move to another one tries the route again. */
  failedAt?: string;
}

class RouteBoundary extends Component<RouteBoundaryProps, RouteBoundaryState> {
  override state: RouteBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteBoundaryState> {
    return { failed: true, error, failedAt: undefined };
  }

  static getDerivedStateFromProps(props: RouteBoundaryProps, state: RouteBoundaryState): Partial<RouteBoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === undefined) return { failedAt: props.locationKey };
    return props.locationKey === state.failedAt ? null : { failed: false, error: null, failedAt: undefined };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[storefront] a page failed to render', error, info.componentStack);
  }

  override render() {
    const { failed, error } = this.state;
    return failed ? <ErrorScreen text={errorText(error)} fullPage={this.props.fullPage} /> : this.props.children;
  }
}
