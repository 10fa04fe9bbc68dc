/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'acorn';

const { stripStyleCode, antdModule } = require('../strip-style-code.cjs') as {
  stripStyleCode: (source: string) => string;
  antdModule: RegExp;
};

const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const read = (file: string) => readFileSync(path.join(antdEs, file), 'utf8');
const factoryCall = /\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(/;
const count = (text: string, pattern: RegExp) => text.split(pattern).length - 1;

/** Every module of antd's ES build, as paths under antd/es. */
function antdModules(dir = antdEs): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return antdModules(file);
    return entry.name.endsWith('.js') ? [path.relative(antdEs, file)] : [];
  });
}

describe("antd's style code left out of the kit's bundle", () => {
  it("is given antd's modules, on any platform's paths, and nothing else", () => {
    expect(antdModule.test(path.join(antdEs, 'button/style/index.js'))).toBe(true);
    expect(antdModule.test('C:\\app\\node_modules\\antd\\es\\_util\\wave\\style.js')).toBe(true);
    expect(antdModule.test('/app/node_modules/antd/lib/button/style/index.js')).toBe(false);
    expect(antdModule.test('/app/node_modules/@ant-design/cssinjs/es/index.js')).toBe(false);
    expect(antdModule.test('/app/shared/src/ui/index.ts')).toBe(false);
  });

  it("gives the button's style hook a style function that writes nothing, and keeps its token defaults and options", () => {
    const stripped = stripStyleCode(read('button/style/index.js'));
    expect(stripped).toContain("export default genStyleHooks('Button', () => [], prepareComponentToken, {");
    expect(stripped).toContain('contentLineHeightSM: true');
    // The functions that wrote the button's CSS are no longer called: the bundler drops them.
    expect(read('button/style/index.js')).toMatch(/genSharedButtonStyle\(/);
    expect(stripped).not.toMatch(/genSharedButtonStyle\(/);
    expect(stripped).not.toMatch(/genSizeBaseButtonStyle\(/);
  });

  it('replaces the style function of every style hook antd makes, in every module, and the module still parses', () => {
    const withHooks = antdModules().filter((file) => factoryCall.test(read(file)));
    // The components' style modules and the wave's: well over the kit's components.
    expect(withHooks.length).toBeGreaterThan(60);
    expect(withHooks).toContain(path.join('_util', 'wave', 'style.js'));
    for (const file of withHooks) {
      const source = read(file);
      const stripped = stripStyleCode(source);
      const calls = count(source, factoryCall);
      const emptied = count(stripped, /\(\) => \[\][,)]/) - count(source, /\(\) => \[\][,)]/);
      expect({ file, emptied }).toEqual({ file, emptied: calls });
      expect(() => Parser.parse(stripped, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    }
  });

  it('marks each keyframes object pure, so that the bundler drops one no style function animates with', () => {
    const stripped = stripStyleCode(read('style/motion/slide.js'));
    expect(stripped).toContain("export const slideUpIn = /*#__PURE__*/ new Keyframes('antSlideUpIn', {");
    expect(count(stripped, /new Keyframes\(/)).toBe(count(stripped, /\/\*#__PURE__\*\/ new Keyframes\(/));
    expect(count(stripped, /new Keyframes\(/)).toBe(8);
    // The spinner's, beside its style hook.
    expect(stripStyleCode(read('spin/style/index.js'))).toContain("const antSpinMove = /*#__PURE__*/ new Keyframes('antSpinMove'");
  });

  it('leaves a module with no style hook and no keyframes as it is', () => {
    for (const file of ['button/Button.js', 'config-provider/index.js', 'theme/util/genStyleUtils.js', 'select/style/token.js']) {
      const source = read(file);
      expect(stripStyleCode(source)).toBe(source);
    }
  });
});
