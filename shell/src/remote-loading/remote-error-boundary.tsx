import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from '@storefront/shared/ui';
import { useT } from '../i18n';
import { reportRemoteFailure } from './report-remote-failure';

interface Props {
  /** Named in the failure text, e.g. 'mfe_support/HelpAndSupportPage'. */
  chunk: string;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a remote that fails to load or throws while rendering, so that only its slot shows the
 * failure: the header, the consent prompt and the other routes stay intact.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[storefront] ${this.props.chunk} failed`, error, info.componentStack);
    void reportRemoteFailure(this.props.chunk, error);
  }

  private retry = () => {
    // The parent creates a new lazy component first, so the boundary re-renders a fresh attempt.
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFailure chunk={this.props.chunk} onRetry={this.retry} />;
  }
}

/** The slot's failure: the chunk that failed to load, and a retry, in the active language. */
function RemoteFailure({ chunk, onRetry }: { chunk: string; onRetry(): void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('remote.chunkFailed', { chunk })}
      action={
        <Button size="small" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}
