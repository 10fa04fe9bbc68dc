/**
 * The kit's stylesheet goes into the page once per kit copy, first in <head>: in a task of its own
 * soon after the kit has loaded, or at the latest when the first antd tree commits.
 */
import { insertKitStylesheet, scheduleKitStylesheet } from '../ui/kit-stylesheet';

const kitSheets = (doc: Document) => doc.head.querySelectorAll('style[data-storefront-kit]');

describe("the kit's stylesheet", () => {
  let doc: Document;
  beforeEach(() => {
    jest.useFakeTimers();
    doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<link rel="stylesheet" href="/app.css">';
  });
  afterEach(() => jest.useRealTimers());

  it('is inserted in a later task, first in <head>, not while the kit loads', () => {
    scheduleKitStylesheet(doc);
    expect(kitSheets(doc)).toHaveLength(0);
    jest.runOnlyPendingTimers();
    expect(kitSheets(doc)).toHaveLength(1);
    expect(doc.head.firstElementChild).toBe(kitSheets(doc)[0]);
  });

  it('is inserted once, whichever comes first: the scheduled task or the first commit', () => {
    scheduleKitStylesheet(doc);
    insertKitStylesheet(doc);
    expect(kitSheets(doc)).toHaveLength(1);
    jest.runOnlyPendingTimers();
    insertKitStylesheet(doc);
    expect(kitSheets(doc)).toHaveLength(1);
  });

  it('is not scheduled where there is no document (a module evaluated outside a browser)', () => {
    scheduleKitStylesheet(null);
    expect(jest.getTimerCount()).toBe(0);
  });
});
