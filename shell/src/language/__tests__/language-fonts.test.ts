/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const shell = path.resolve(__dirname, '../../..');
const fonts = path.join(shell, 'src/language/fonts');
const run = promisify(execFile);

/** The font check (scripts/subset-language-fonts.mjs --check), with more texts if given: its exit code and output. */
async function checkFonts(...also: string[]) {
  const args = ['scripts/subset-language-fonts.mjs', '--check', ...also.flatMap((text) => ['--also', text])];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: shell });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const kilobytes = (files: string[]) => files.reduce((sum, file) => sum + fs.statSync(path.join(fonts, file)).size, 0) / 1000;

describe('the Arabic and Urdu web fonts', () => {
  it('set every text the storefront shows in Arabic and Urdu with the same glyphs and positions as the whole fonts', async () => {
    const { code, output } = await checkFonts();
    expect(output).not.toMatch(/does not set/);
    expect(code).toBe(0);
    for (const font of ['noto-sans-arabic-400', 'noto-sans-arabic-600', 'noto-sans-arabic-700', 'noto-nastaliq-urdu-400', 'noto-nastaliq-urdu-700']) {
      expect(output).toContain(`${font}.woff2: sets all`);
    }
  }, 300_000);

  it('fail the check when an Urdu text has a character or a joined shape the shipped font lacks, naming the text', async () => {
    // '٣' (Arabic-Indic three) is in the whole Nastaliq font and in no text; 'غضنفر' joins letters the
    // shipped font has into shapes no text of the storefront needs.
    const { code, output } = await checkFonts('ur=مرحلہ ٣', 'ur=غضنفر');
    expect(code).toBe(1);
    expect(output).toContain('noto-nastaliq-urdu-400.woff2 does not set 2 ur text(s)');
    expect(output).toContain('"مرحلہ ٣": characters missing: U+0663 ٣');
    expect(output).toContain(`"غضنفر": shaped with other glyphs or positions than the whole font's`);
    expect(output).toContain('npm run fonts -w shell');
  }, 300_000);

  it('weigh at most 150 KB for Urdu, both weights, and less for Arabic, all three', () => {
    expect(kilobytes(['noto-nastaliq-urdu-400.woff2', 'noto-nastaliq-urdu-700.woff2'])).toBeLessThanOrEqual(150);
    expect(kilobytes(['noto-sans-arabic-400.woff2', 'noto-sans-arabic-600.woff2', 'noto-sans-arabic-700.woff2'])).toBeLessThanOrEqual(50);
  });

  it('swap in: the text shows in the system font until a font file arrives', () => {
    for (const css of ['arabic-font.css', 'urdu-font.css']) {
      const faces = fs.readFileSync(path.join(shell, 'src/language', css), 'utf8').match(/@font-face\s*\{[^}]*\}/g) ?? [];
      expect(faces.length).toBeGreaterThan(0);
      for (const face of faces) expect(face).toContain('font-display: swap');
    }
  });
});
