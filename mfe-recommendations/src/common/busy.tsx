import { Spin } from '@storefront/shared/ui';

/**
 * A spinner that says what it waits for: an indeterminate progress bar named `label`, so that a
 * screen reader announces it and the name is allowed on it (a plain element may not carry one).
 */
export function Busy({ label, size }: { label: string; size?: 'small' | 'default' | 'large' }) {
  return <Spin size={size} role="progressbar" aria-label={label} />;
}
