/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';

// The kit's stylesheet is committed (shared/src/ui/kit-styles.generated.ts) and the browser build
// is a production build: the committed file must be what antd generates today, in production,
// for the kit and the theme as they are now.
describe('the kit stylesheet', () => {
  const previousEnv = process.env.NODE_ENV;
  let extracted: string;
  let kitStylesModule: (css: string) => string;
  let kitStylesFile: string;

  beforeAll(() => {
    process.env.NODE_ENV = 'production';
    jest.isolateModules(() => {
      extracted = require('../extract-kit-styles').extractKitStyles();
      ({ kitStylesModule, kitStylesFile } = require('../kit-styles-module'));
    });
  });
  afterAll(() => {
    process.env.NODE_ENV = previousEnv;
  });

  it('is up to date with the kit, the theme and antd (else run `npm run kit-styles -w shared`)', () => {
    expect(readFileSync(kitStylesFile, 'utf8') === kitStylesModule(extracted)).toBe(true);
  });

  it("holds the styles of every component of the kit, themed, and the icons' base styles", () => {
    for (const component of [
      'btn',
      'form-item',
      'input',
      'select-dropdown',
      'modal',
      'notification',
      'steps',
      'collapse',
      'tag-green',
      'checkbox',
      'radio',
      'switch',
      'spin',
      'alert',
      'result',
      'typography',
    ]) {
      expect(extracted).toContain(`.ant-${component}`);
    }
    expect(extracted).toContain('.anticon{');
    // The storefront's own component token (shared/src/theme.ts: Button controlHeight 42) is
    // applied through antd's CSS variables, which the stylesheet refers to.
    expect(extracted).toContain('var(--ant-button-');
  });
});
