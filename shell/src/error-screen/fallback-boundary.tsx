import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { errorText } from './error-text';

interface FallbackBoundaryProps {
  /** Alone on the page (no chrome around it). */
  fullPage: boolean;
  /** What failed, for the console. */
  failure: string;
  /** Set, a change of it (the visitor going to another address) renders the children again. */
  resetKey?: string;
  children: ReactNode;
}

interface FallbackBoundaryState {
  failed: boolean;
  error: unknown;
  /** The reset key at which it failed. */
  failedAt?: string;
}

/** An error thrown while the children render shows the fallback screen in their place. */
export class FallbackBoundary extends Component<FallbackBoundaryProps, FallbackBoundaryState> {
  override state: FallbackBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<FallbackBoundaryState> {
    return { failed: true, error, failedAt: undefined };
  }

  static getDerivedStateFromProps(props: FallbackBoundaryProps, state: FallbackBoundaryState): Partial<FallbackBoundaryState> | null {
    if (!state.failed || props.resetKey === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return props.resetKey === state.failedAt ? null : { failed: false, error: null, failedAt: undefined };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[storefront] ${this.props.failure}`, error, info.componentStack);
  }

  override render() {
    const { failed, error } = this.state;
    return failed ? <ErrorScreen text={errorText(error)} fullPage={this.props.fullPage} /> : this.props.children;
  }
}
