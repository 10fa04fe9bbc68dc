import type { ReactNode } from 'react';
import { Button, Modal } from '@storefront/shared/ui';
import { useT } from '../i18n';

/** One product's column: its head (image and name) and a value per row. */
export interface CompareColumn {
  productId: number;
  head: ReactNode;
}

/** One row of the comparison: its label (fixed while the columns scroll) and each product's value. */
export interface CompareRow<P> {
  label: string;
  value(product: P): ReactNode;
}

export interface CompareTableProps<P> {
  open: boolean;
  products: readonly P[];
  columns: readonly CompareColumn[];
  rows: readonly CompareRow<P>[];
  onClose(): void;
}

/**
 * Two or three products side by side, one column each. On a phone the columns scroll
 * horizontally while the row labels stay put (a sticky first column).
 */
export function CompareTable<P>({ open, products, columns, rows, onClose }: CompareTableProps<P>) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('compare.title')}
      onCancel={onClose}
      width={960}
      className="rec-compare-modal"
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('compare.close')}
        </Button>,
      ]}
    >
      <div className="rec-compare-scroll" role="region" aria-label={t('compare.title')} tabIndex={0}>
        <table className="rec-compare-table">
          <thead>
            <tr>
              <th scope="col" className="rec-compare-label">
                {t('compare.product')}
              </th>
              {columns.map((column) => (
                <th scope="col" key={column.productId} className="rec-compare-head">
                  {column.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="rec-compare-label">
                  {row.label}
                </th>
                {products.map((product, i) => (
                  <td key={columns[i].productId}>{row.value(product)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
