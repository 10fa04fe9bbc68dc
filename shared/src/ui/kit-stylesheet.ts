import { kitStyles, kitStylesId } from './kit-styles.generated';

const attribute = 'data-storefront-kit';

/**
 * Puts the kit's stylesheet (generated at build time, see tooling/kit-styles) into the page, once
 * per kit copy: first in <head>, where antd's CSS-in-JS engine used to insert the styles it
 * generated, so that the apps' own stylesheets still win over antd's rules of equal specificity.
 */
export function insertKitStylesheet(doc: Document = document): void {
  if (doc.head.querySelector(`style[${attribute}="${kitStylesId}"]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(attribute, kitStylesId);
  style.textContent = kitStyles;
  doc.head.prepend(style);
}
