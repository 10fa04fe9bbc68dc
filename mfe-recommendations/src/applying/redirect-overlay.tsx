import { Spin } from '@storefront/shared/ui';
import { applyMessages } from '../messages';

/** Covers the page between the submitted application and the partner site opening. */
export function RedirectOverlay({ open }: { open: boolean }) {
  if (!open) return null;
  return (
    <div className="rec-redirect-overlay" role="alert" aria-busy="true">
      <div className="rec-redirect-box">
        <Spin size="large" />
        <p className="rec-redirect-lead">{applyMessages.redirecting}</p>
        <p>{applyMessages.doNotLeave}</p>
      </div>
    </div>
  );
}
