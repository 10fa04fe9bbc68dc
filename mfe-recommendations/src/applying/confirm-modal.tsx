import type { ReactNode } from 'react';
import { Button, Modal } from '@storefront/shared/ui';
import { useT } from '../i18n';
import { productLines } from './product-lines';
import { StorefrontBonusTerms } from '../common/storefront-bonus';

export interface ConfirmModalProps {
  open: boolean;
  organizationName: string;
  productName: string;
  /** The product's image (cards); drawn in a fixed box so nothing moves when it arrives. */
  imageUrl?: string;
  features: readonly string[];
  description: string;
  /** The Key Facts sheet (costs first), above what the product offers. */
  children?: ReactNode;
  applying: boolean;
  onCancel(): void;
  onApply(): void;
}

/**
 * 'Confirm details and apply': the bank, the product and its image, its key facts, then its
 * features and product detail lines, each said once.
 */
export function ConfirmModal({
  open,
  organizationName,
  productName,
  imageUrl,
  features,
  description,
  children,
  applying,
  onCancel,
  onApply,
}: ConfirmModalProps) {
  const lines = productLines(features, description);
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('apply.modalTitle')}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="another" onClick={onCancel}>
          {t('apply.chooseAnother')}
        </Button>,
        <Button key="apply" type="primary" loading={applying} onClick={onApply}>
          {t('apply.applyNow')}
        </Button>,
      ]}
    >
      <div className="rec-modal-head">
        {imageUrl && <img src={imageUrl} alt="" width={120} height={76} decoding="async" />}
        <div>
          <p className="rec-card-bank">{organizationName}</p>
          <h3 className="rec-modal-product">{productName}</h3>
        </div>
      </div>
      {/* The storefront's bonus by its name; the bank's welcome offer is a line of the Key Facts below. */}
      <StorefrontBonusTerms />
      {children}
      {lines.length > 0 && (
        <section className="rec-modal-lines" aria-label={t('keyFacts.featuresHeading')}>
          <h4 className="rec-modal-subhead">{t('keyFacts.featuresHeading')}</h4>
          <ul className="rec-feature-list">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}
