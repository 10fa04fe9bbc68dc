import type { ReactNode } from 'react';
import { Button, Modal } from '@storefront/shared/ui';
import { descriptionLines } from '../common/format';
import { applyMessages } from '../messages';

export interface ConfirmModalProps {
  open: boolean;
  productName: string;
  features: string[];
  description: string;
  /** Extra facts above the features (the loan's figures). */
  children?: ReactNode;
  applying: boolean;
  onCancel(): void;
  onApply(): void;
}

/** 'Confirm details and apply': the product's features and description lines. */
export function ConfirmModal({ open, productName, features, description, children, applying, onCancel, onApply }: ConfirmModalProps) {
  const lines = descriptionLines(description);
  return (
    <Modal
      open={open}
      title={applyMessages.modalTitle}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="another" onClick={onCancel}>
          {applyMessages.chooseAnother}
        </Button>,
        <Button key="apply" type="primary" loading={applying} onClick={onApply}>
          {applyMessages.applyNow}
        </Button>,
      ]}
    >
      <h3 className="rec-modal-product">{productName}</h3>
      {children}
      {features.length > 0 && (
        <ul className="rec-feature-list">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {lines.length > 0 && (
        <div className="rec-description">
          {lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </Modal>
  );
}
