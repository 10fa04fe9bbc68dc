import { Spin } from '@storefront/shared/ui';
import { useT } from '../i18n';

/** Covers the page between the submitted application and the partner site opening. */
export function RedirectOverlay({ open }: { open: boolean }) {
  const t = useT();
  if (!open) return null;
  return (
    <div className="rec-redirect-overlay" role="alert" aria-busy="true">
      <div className="rec-redirect-box">
        <Spin size="large" />
        <p className="rec-redirect-lead">{t('apply.redirecting')}</p>
        <p>{t('apply.doNotLeave')}</p>
      </div>
    </div>
  );
}
