// Component tests (jsdom) run without the kit's stylesheet: jsdom matches every rule of its
// ~390 KB on each style lookup, which made the suites three times slower. antd's own hiding
// (display, visibility) is done with attributes and inline styles the tests still see; the look
// is checked in a real browser (e2e/tests/consent.e2e.test.ts). With no address the kit inserts
// no stylesheet and waits for none.
module.exports = { kitStylesId: 'jest', kitStylesInputs: 'jest', kitStylesHref: '' };
