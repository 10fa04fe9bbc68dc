// HarfBuzz (harfbuzzjs, its wasm build) on font files: shaping texts as a browser does, and hb-subset
// cutting a font to a set of glyphs with every layout feature kept.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_GLYPH_INDEX = 0;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/** A font file (TrueType, WOFF or WOFF2) opened for shaping. */
export async function openFont(file) {
  const sfnt = await fontverter.convert(fs.readFileSync(file), 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt));
  return { sfnt, face, font: new hb.Font(face), unicodes: new Set(face.collectUnicodes()) };
}

/** A character of the Arabic script (letters, marks, digits, its punctuation). */
const arabicScript = /\p{Script=Arabic}/u;
/** A letter of another script (Latin: a placeholder's name, an SF- reference): where the browser starts a new run. */
const otherLetters = /[^\p{Script=Arabic}\p{Script=Common}\p{Script=Inherited}]+/u;

/**
 * The runs the browser shapes a text in: its stretches between letters of other scripts (a Latin
 * placeholder's value, an abbreviation) that hold Arabic-script characters. Spaces, digits and
 * punctuation at a stretch's ends belong to it or to the next run depending on the direction
 * around them, so each stretch is shaped both with them and without.
 */
export function arabicRuns(text) {
  const runs = new Set();
  for (const stretch of text.split(otherLetters)) {
    if (!arabicScript.test(stretch)) continue;
    runs.add(stretch);
    const first = [...stretch].findIndex((c) => arabicScript.test(c));
    const last = [...stretch].findLastIndex((c) => arabicScript.test(c));
    runs.add([...stretch].slice(first, last + 1).join(''));
  }
  return [...runs];
}

function shapingBuffer(run, language) {
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.setDirection(hb.Direction.RTL);
  buffer.setScript('Arab');
  buffer.setLanguage(language);
  return buffer;
}

/**
 * The glyphs HarfBuzz sets a text in, run by run as the browser does for a page in the language:
 * each glyph's id, outline and position. A character the font lacks shapes to glyph 0 (.notdef),
 * which the browser never draws: it sets the character in the next font of the family list.
 */
export function shapeText({ font }, text, language) {
  return arabicRuns(text).flatMap((run) => {
    const buffer = shapingBuffer(run, language);
    hb.shape(font, buffer);
    return buffer.getGlyphInfosAndPositions().map((glyph) => ({
      id: glyph.codepoint,
      outline: glyph.codepoint === 0 ? '' : font.glyphToPath(glyph.codepoint),
      position: [glyph.xAdvance, glyph.yAdvance, glyph.xOffset, glyph.yOffset],
    }));
  });
}

/**
 * Every glyph shaping the text passes through, lookup after lookup: the glyphs it ends in and those
 * a later substitution replaces (a subset without these would drop the substitutions that lead on).
 */
export function glyphsOfShaping({ font }, text, language) {
  const glyphs = new Set();
  for (const run of arabicRuns(text)) {
    const buffer = shapingBuffer(run, language);
    buffer.setMessageFunc((shaping) => {
      if (shaping.getContentType() === hb.BufferContentType.GLYPHS) for (const glyph of shaping.getGlyphInfos()) glyphs.add(glyph.codepoint);
      return true;
    });
    hb.shape(font, buffer);
    for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
  }
  return glyphs;
}

let subsetter;
async function subsetWasm() {
  if (!subsetter) {
    const wasm = await WebAssembly.instantiate(fs.readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
    subsetter = wasm.instance.exports;
    subsetter._initialize();
  }
  return subsetter;
}

/**
 * The font cut to these glyphs and characters, as WOFF2: every layout feature (GSUB, GPOS) kept for
 * them, and no glyph added through the substitutions (the glyphs are those the texts shape to).
 */
export async function subsetToGlyphs({ sfnt }, glyphs, unicodes) {
  const hbs = await subsetWasm();
  const heap = () => new Uint8Array(hbs.memory.buffer);
  const data = hbs.malloc(sfnt.byteLength);
  heap().set(new Uint8Array(sfnt), data);
  const blob = hbs.hb_blob_create(data, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hbs.hb_face_create(blob, 0);
  hbs.hb_blob_destroy(blob);
  const input = hbs.hb_subset_input_create_or_fail();
  try {
    const features = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hbs.hb_set_clear(features);
    hbs.hb_set_invert(features);
    hbs.hb_subset_input_set_flags(input, hbs.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const glyphSet = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_GLYPH_INDEX);
    for (const glyph of glyphs) hbs.hb_set_add(glyphSet, glyph);
    const unicodeSet = hbs.hb_subset_input_unicode_set(input);
    for (const unicode of unicodes) hbs.hb_set_add(unicodeSet, unicode);
    const subset = hbs.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('hb-subset failed on the font');
    const result = hbs.hb_face_reference_blob(subset);
    const start = hbs.hb_blob_get_data(result, 0);
    const bytes = Buffer.from(heap().slice(start, start + hbs.hb_blob_get_length(result)));
    hbs.hb_blob_destroy(result);
    hbs.hb_face_destroy(subset);
    return fontverter.convert(bytes, 'woff2');
  } finally {
    hbs.hb_subset_input_destroy(input);
    hbs.hb_face_destroy(face);
    hbs.free(data);
  }
}
