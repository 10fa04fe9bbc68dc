import { Spin } from '@storefront/shared/ui';

/**
 * A spinner that says what it waits for: an indeterminate progress bar named `label`, so that a
 * screen reader announces it. The name sits on the progress bar around antd's spinner, whose own
 * element has no role and so may not carry one.
 */
export function Busy({ label, size }: { label: string; size?: 'small' | 'default' | 'large' }) {
  return (
    <div role="progressbar" aria-label={label}>
      <Spin size={size} />
    </div>
  );
}
