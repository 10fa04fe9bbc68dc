import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import './chrome.css';

export type ChromeButtonVariant = 'default' | 'primary' | 'link';

const classes = (variant: ChromeButtonVariant, className?: string) =>
  ['sf-button', `sf-button--${variant}`, className].filter(Boolean).join(' ');

/**
 * A button of the shell's chrome, drawn like antd's (same tokens) without loading antd: what the
 * visitor meets before consent must not download the component library (see chrome.css).
 */
export function ChromeButton({
  variant = 'default',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ChromeButtonVariant }) {
  return <button type={type} className={classes(variant, className)} {...props} />;
}

/** A link that looks like a ChromeButton (a full page load, e.g. 'Back to Home'). */
export function ChromeLinkButton({
  variant = 'default',
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ChromeButtonVariant }) {
  return <a className={classes(variant, className)} {...props} />;
}
