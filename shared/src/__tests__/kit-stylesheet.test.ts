/**
 * The kit's stylesheet is a file the page links to, first in <head>, once per page whichever kit
 * copy comes first; antd's components wait until it has loaded (or failed to).
 */
jest.mock('../ui/kit-styles.generated', () => ({
  kitStylesId: 'abc123',
  kitStylesHref: 'https://shell.example/assets/kit-styles.generated.0123456789.css',
}));

import { insertKitStylesheet } from '../ui/kit-stylesheet';

const kitLinks = (doc: Document) => doc.head.querySelectorAll<HTMLLinkElement>('link[data-storefront-kit]');

describe("the kit's stylesheet", () => {
  let doc: Document;
  beforeEach(() => {
    doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<link rel="stylesheet" href="/app.css">';
  });

  it('is linked first in <head>, before the apps’ own stylesheets, and is not ready until it has loaded', async () => {
    const sheet = insertKitStylesheet(doc);
    const [link] = kitLinks(doc);
    expect(doc.head.firstElementChild).toBe(link);
    expect(link.rel).toBe('stylesheet');
    expect(link.href).toBe('https://shell.example/assets/kit-styles.generated.0123456789.css');
    expect(sheet.ready).toBe(false);

    link.dispatchEvent(new Event('load'));
    await sheet.loaded;
    expect(sheet.ready).toBe(true);
  });

  it('is linked once however often it is asked for', () => {
    const first = insertKitStylesheet(doc);
    expect(insertKitStylesheet(doc)).toBe(first);
    expect(kitLinks(doc)).toHaveLength(1);
  });

  it('settles when it fails to load, so the page is drawn rather than never', async () => {
    const sheet = insertKitStylesheet(doc);
    kitLinks(doc)[0].dispatchEvent(new Event('error'));
    await sheet.loaded;
    expect(sheet.ready).toBe(true);
  });

  it('is shared with another kit copy in the page: that copy waits for the same link', async () => {
    insertKitStylesheet(doc);
    kitLinks(doc)[0].dispatchEvent(new Event('load'));
    // Another copy of the kit module (its own record of documents) finds the settled link.
    let other: typeof import('../ui/kit-stylesheet') | undefined;
    jest.isolateModules(() => {
      other = require('../ui/kit-stylesheet');
    });
    expect(other!.insertKitStylesheet(doc).ready).toBe(true);
    expect(kitLinks(doc)).toHaveLength(1);
  });
});
