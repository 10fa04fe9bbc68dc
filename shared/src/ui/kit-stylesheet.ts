import { kitStylesHref, kitStylesId } from './kit-styles.generated';

const attribute = 'data-storefront-kit';
/** Set on the stylesheet's element once it has loaded or failed, for a second kit copy to read. */
const settledAttribute = 'data-storefront-kit-settled';

/** Where a page's kit stylesheet stands: `ready` once it has loaded (or failed), with the wait for it. */
export interface KitStylesheet {
  ready: boolean;
  loaded: Promise<void>;
}

const sheets = new WeakMap<Document, KitStylesheet>();
const noStylesheet: KitStylesheet = { ready: true, loaded: Promise.resolve() };

/**
 * Puts the kit's stylesheet (generated at build time, see tooling/kit-styles, and served as a CSS
 * file by the app that bundled the kit) into the page, once per kit copy: a `<link>` first in
 * <head>, where antd's CSS-in-JS engine puts the styles it generates at runtime, so that the apps'
 * own stylesheets still win over antd's rules of equal specificity. The browser fetches and parses
 * it beside the scripts, not as a string evaluated on the main thread. A kit copy that finds the
 * same stylesheet in the page (by its hash) waits for that one. A stylesheet that fails to load
 * settles too: the page is drawn without it rather than never.
 */
export function insertKitStylesheet(doc: Document = document): KitStylesheet {
  const known = sheets.get(doc);
  if (known) return known;
  // A build without the stylesheet's asset (component tests) has nothing to wait for.
  if (!kitStylesHref) return noStylesheet;
  let link = doc.head.querySelector<HTMLLinkElement>(`link[${attribute}="${kitStylesId}"]`);
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = kitStylesHref;
    link.setAttribute(attribute, kitStylesId);
    doc.head.prepend(link);
  }
  const element = link;
  const sheet: KitStylesheet = { ready: element.hasAttribute(settledAttribute), loaded: Promise.resolve() };
  if (!sheet.ready) {
    sheet.loaded = new Promise<void>((resolve) => {
      const settle = () => {
        element.setAttribute(settledAttribute, '');
        sheet.ready = true;
        resolve();
      };
      element.addEventListener('load', settle, { once: true });
      element.addEventListener('error', settle, { once: true });
    });
  }
  sheets.set(doc, sheet);
  return sheet;
}

/**
 * Starts the stylesheet's download as soon as the kit has loaded (this module's evaluation), so
 * that it arrives while the first antd tree is being rendered.
 */
export function startKitStylesheet(doc: Document | null = globalThis.document ?? null): void {
  if (doc) insertKitStylesheet(doc);
}

/**
 * Suspends the caller until the kit's stylesheet has loaded: antd's components are never drawn
 * unstyled and then restyled (a flash and a layout shift). The nearest Suspense boundary shows
 * its fallback meanwhile.
 */
export function useKitStylesheet(): void {
  const sheet = insertKitStylesheet();
  if (!sheet.ready) throw sheet.loaded;
}
