import { Spin } from '@storefront/shared/ui';
import type { ProductType } from '@storefront/shared';
import { useT } from '../i18n';

/**
 * Covers the page between the submitted application and the partner site opening. For a card it
 * says the spec's words; for a loan the same sentence names the loan (docs/spec-deviations.md).
 */
export function RedirectOverlay({ open, product = 'Card' }: { open: boolean; product?: ProductType }) {
  const t = useT();
  if (!open) return null;
  return (
    <div className="rec-redirect-overlay" role="alert" aria-busy="true">
      <div className="rec-redirect-box">
        <Spin size="large" />
        <p className="rec-redirect-lead">{t(product === 'Loan' ? 'apply.redirectingLoan' : 'apply.redirecting')}</p>
        <p>{t('apply.doNotLeave')}</p>
      </div>
    </div>
  );
}
