/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dropGridSpanRules } from '../grid-spans';

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

  it("leaves out the grid's span rules, which no storefront form uses (no labelCol or wrapperCol in any app)", () => {
    const repo = path.join(__dirname, '../../../..');
    const apps = ['shell', 'mfe-onboarding', 'mfe-eligibility', 'mfe-recommendations', 'mfe-support'];
    const sources = apps.flatMap((app) =>
      readdirSync(path.join(repo, app, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(repo, app, 'src', file)),
    );
    expect(sources.length).toBeGreaterThan(50);
    const spanned = sources.filter((file) => /\b(labelCol|wrapperCol)\b/.test(readFileSync(file, 'utf8')));
    expect(spanned).toEqual([]);
    expect(extracted).toContain('.ant-col{');
    expect(extracted).not.toMatch(/\.ant-col-(xs-)?12\{/);
  });
});

describe('dropGridSpanRules', () => {
  it('drops the rules of span, offset, push, pull and order classes, and media blocks left empty', () => {
    const css =
      '.ant-col{flex:1}.ant-col-12{max-width:50%}.ant-col-push-2{left:8%}' +
      '@media (min-width:576px){.ant-col-sm-12{max-width:50%}}' +
      '@media (max-width:575px){.ant-form-item-label,.ant-col-xs-24.ant-form-item-label{padding:0}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}';
    expect(dropGridSpanRules(css)).toBe(
      '.ant-col{flex:1}' +
        '@media (max-width:575px){.ant-form-item-label,.ant-col-xs-24.ant-form-item-label{padding:0}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });
});
