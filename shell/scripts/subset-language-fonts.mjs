// The Arabic and Urdu web fonts, cut to the glyphs the storefront's texts shape to.
//
//   node shell/scripts/subset-language-fonts.mjs           writes shell/src/language/fonts/*.woff2
//   node shell/scripts/subset-language-fonts.mjs --check   exits 1, naming each text the shipped fonts
//                                                          set otherwise than the whole font would
//   --also <language>=<text>                               adds a text to those checked (or cut to)
//
// The source is fontsource's Arabic-script file of each family and weight (Latin letters and digits
// are set in the system font). Every text (language-font-texts.mjs) is shaped with HarfBuzz, as the
// browser shapes it; the subset keeps the glyphs that shaping produced, the characters, and every
// GSUB/GPOS feature (init, medi, fina, isol, rlig, ccmp, mark, mkmk, curs...) for those glyphs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { glyphsOfShaping, openFont, shapeText, subsetToGlyphs } from './harfbuzz-fonts.mjs';
import { languageFontTexts } from './language-font-texts.mjs';

const require = createRequire(import.meta.url);
const fontsFolder = path.resolve(import.meta.dirname, '../src/language/fonts');

/** The shipped fonts: family, weights, and the language whose texts they set (language-fonts.css). */
export const languageFonts = [
  { language: 'ar', package: 'noto-sans-arabic', weights: [400, 600, 700] },
  { language: 'ur', package: 'noto-nastaliq-urdu', weights: [400, 700] },
].flatMap(({ language, package: name, weights }) =>
  weights.map((weight) => ({
    language,
    source: require.resolve(`@fontsource/${name}/files/${name}-arabic-${weight}-normal.woff2`),
    shipped: path.join(fontsFolder, `${name}-${weight}.woff2`),
  })),
);

function parseArguments(argv) {
  const extra = { ar: [], ur: [] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] !== '--also') continue;
    const [language, ...text] = (argv[(i += 1)] ?? '').split('=');
    if (!(language in extra)) throw new Error(`--also takes ar=<text> or ur=<text>, not '${argv[i]}'`);
    extra[language].push(text.join('='));
  }
  return { check: argv.includes('--check'), extra };
}

const codePoints = (text) => [...text].map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')} ${c}`);

async function cut(font, texts) {
  const source = await openFont(font.source);
  const glyphs = new Set([0]);
  const unicodes = new Set();
  for (const text of texts) {
    for (const glyph of glyphsOfShaping(source, text, font.language)) glyphs.add(glyph);
    for (const c of text) if (source.unicodes.has(c.codePointAt(0))) unicodes.add(c.codePointAt(0));
  }
  const woff2 = await subsetToGlyphs(source, glyphs, unicodes);
  fs.mkdirSync(fontsFolder, { recursive: true });
  fs.writeFileSync(font.shipped, woff2);
  console.log(`${path.basename(font.shipped)}: ${glyphs.size} glyphs, ${unicodes.size} characters, ${woff2.length} bytes (from ${fs.statSync(font.source).size})`);
}

/** The texts the shipped font sets otherwise than the whole font: a character it lacks, or other glyphs or positions. */
export async function differences(font, texts) {
  const source = await openFont(font.source);
  const shipped = await openFont(font.shipped);
  const found = [];
  for (const text of texts) {
    const missing = [...new Set(text)].filter((c) => source.unicodes.has(c.codePointAt(0)) && !shipped.unicodes.has(c.codePointAt(0)));
    if (missing.length > 0) {
      found.push(`"${text}": characters missing: ${codePoints(missing.join('')).join(', ')}`);
      continue;
    }
    const whole = shapeText(source, text, font.language);
    const cutFont = shapeText(shipped, text, font.language);
    const same =
      whole.length === cutFont.length &&
      whole.every((glyph, i) => glyph.outline === cutFont[i].outline && glyph.position.join() === cutFont[i].position.join());
    if (!same) found.push(`"${text}": shaped with other glyphs or positions than the whole font's`);
  }
  return found;
}

async function main() {
  const { check, extra } = parseArguments(process.argv.slice(2));
  const texts = { ar: [...languageFontTexts('ar'), ...extra.ar], ur: [...languageFontTexts('ur'), ...extra.ur] };
  let failed = false;
  for (const font of languageFonts) {
    if (!check) {
      await cut(font, texts[font.language]);
      continue;
    }
    const found = await differences(font, texts[font.language]);
    if (found.length > 0) {
      failed = true;
      console.error(`${path.basename(font.shipped)} does not set ${found.length} ${font.language} text(s) as the whole font does:`);
      for (const line of found.slice(0, 20)) console.error(`  ${line}`);
    } else {
      console.log(`${path.basename(font.shipped)}: sets all ${texts[font.language].length} ${font.language} texts as the whole font does`);
    }
  }
  if (failed) {
    console.error('Cut the fonts again from the texts: npm run fonts -w shell');
    process.exitCode = 1;
  }
}

// Run as a command; imported, it names the fonts and compares texts (the browser test of the pages).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
