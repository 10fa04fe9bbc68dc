import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { errorText } from './error-text';

interface State {
  error: unknown;
  failed: boolean;
}

/** Last line of defence around the providers: a crash outside the router still shows the fallback screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[storefront] the application crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen text={errorText(this.state.error)} fullPage /> : this.props.children;
  }
}
