import { kitStyles, kitStylesId } from './kit-styles.generated';
import { touchTargetStyles } from './touch-targets';

const attribute = 'data-storefront-kit';

/**
 * Puts the kit's stylesheet (generated at build time, see tooling/kit-styles) into the page, once
 * per kit copy: first in <head>, where antd's CSS-in-JS engine puts the styles it generates at
 * runtime, so that the apps' own stylesheets still win over antd's rules of equal specificity.
 * The storefront's tap-target rules (touch-targets.ts) follow antd's, in the same element.
 */
export function insertKitStylesheet(doc: Document = document): void {
  if (doc.head.querySelector(`style[${attribute}="${kitStylesId}"]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(attribute, kitStylesId);
  style.textContent = kitStyles + touchTargetStyles;
  doc.head.prepend(style);
}

/**
 * Inserts the stylesheet in a task of its own, as soon as the kit has loaded. The browser parses
 * its 300 KB when it is inserted: inside React's commit of the first antd tree (the
 * useInsertionEffect of StorefrontUiRoot, which stays as the guarantee) that made one task of
 * about 110 ms at a phone's speed, half of it the parse; in a task of its own, between the kit's
 * evaluation and that commit, neither task is long enough to block the page for long.
 */
export function scheduleKitStylesheet(doc: Document | null = globalThis.document ?? null): void {
  if (doc) setTimeout(() => insertKitStylesheet(doc), 0);
}
