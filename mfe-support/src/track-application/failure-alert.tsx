import { Alert } from '@storefront/shared/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import type { TrackingFailure } from './tracking-failure';

/** A failed call, said at once to assistive technology (role alert), with an optional action. */
export function FailureAlert({ failure, action }: { failure: TrackingFailure; action?: ReactNode }) {
  const t = useT();
  const text = {
    'code-invalid': () => t('trackApplication.codeInvalid'),
    'session-ended': () => t('trackApplication.sessionEnded'),
    'rate-limited': () => t('trackApplication.rateLimited'),
    unavailable: () => t('trackApplication.failed', { reason: failure.kind === 'unavailable' ? failure.reason : '' }),
  }[failure.kind]();
  return <Alert type="error" showIcon title={text} action={action} style={{ marginBottom: 16 }} />;
}
