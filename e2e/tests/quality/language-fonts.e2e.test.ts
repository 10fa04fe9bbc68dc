import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { newVisitor } from '../../harness/browser';
import { useJourneySuite } from '../../harness/journey-suite';
import { repoRoot } from '../../harness/paths';
import { startSite } from '../../harness/site';

// Step 0 in Arabic and in Urdu as the visitor gets it: the language's web font comes from the
// shell's assets as the cut file (shell/scripts/subset-language-fonts.mjs), swaps in, is the font
// Chromium sets the page's Arabic-script text in, and sets every such text on the page (the
// catalogs' texts with their values filled in) with the glyphs and positions of the whole font.
// The texts of the repository are checked against the fonts by shell/src/language/__tests__/language-fonts.test.ts.

const languages = [
  { language: 'ar', locale: 'ar-AE', family: 'Noto Sans Arabic', file: /^noto-sans-arabic-\d+\.woff2$/ },
  { language: 'ur', locale: 'ur-PK', family: 'Noto Nastaliq Urdu', file: /^noto-nastaliq-urdu-\d+\.woff2$/ },
] as const;

const shippedFolder = path.join(repoRoot, 'shell/src/language/fonts');
const arabicScript = /\p{Script=Arabic}/u;

const suite = useJourneySuite({ site: () => startSite() });

/** Each Arabic-script text the page draws (text nodes, the inputs' placeholders and values), once. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !element.checkVisibility() || ['SCRIPT', 'STYLE'].includes(element.tagName)) continue;
      texts.add(node.textContent ?? '');
    }
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (input.checkVisibility()) texts.add(input.placeholder).add(input.value);
    }
    return [...texts].map((text) => text.trim()).filter((text) => /\p{Script=Arabic}/u.test(text));
  });
}

/** The texts each shipped font of the language sets otherwise than the whole font (HarfBuzz, as the check script shapes). */
function differencesInShippedFonts(language: string, texts: string[]): Record<string, string[]> {
  const script = `
    import { differences, languageFonts } from './shell/scripts/subset-language-fonts.mjs';
    const { language, texts } = JSON.parse(process.argv[1]);
    const found = {};
    for (const font of languageFonts.filter((f) => f.language === language)) {
      found[font.shipped.split('/').pop()] = await differences(font, texts);
    }
    console.log(JSON.stringify(found));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify({ language, texts })], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.toString()) as Record<string, string[]>;
}

/** The fonts Chromium drew each element's own Arabic-script text in (DevTools' "Rendered fonts"), by the element's text. */
async function renderedFonts(page: Page, cdp: CDPSession): Promise<Map<string, string[]>> {
  await page.evaluate(() => {
    let n = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent ?? '').join('');
      if (/\p{Script=Arabic}/u.test(own) && element.checkVisibility()) element.setAttribute('data-font-probe', String((n += 1)));
    }
  });
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe]' });
  const fonts = new Map<string, string[]>();
  for (const nodeId of nodeIds) {
    const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    fonts.set(outerHTML.slice(0, 120), used.filter((font) => font.glyphCount > 0).map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`));
  }
  return fonts;
}

describe('step 0 in Arabic and in Urdu, in the cut web fonts', () => {
  for (const { language, locale, family, file } of languages) {
    it(`${locale}: ${family} comes from the shell's assets as the shipped file, swaps in, and sets every text of the page as the whole font does`, async () => {
      const visitor = suite.track(await newVisitor(suite.browser, { consent: true, locale }));
      const { page } = visitor;
      const served: { url: string; body: Buffer }[] = [];
      page.on('response', (response) => {
        if (/\.woff2(\?|$)/.test(response.url())) void response.body().then((body) => served.push({ url: response.url(), body }));
      });
      await page.goto(suite.site.shellUrl + '/');
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language, { timeout: 60_000 });
      await page.locator('input').first().waitFor({ timeout: 60_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForLoadState('networkidle');

      // Served by the shell, byte for byte the committed cut files.
      const shipped = readdirSync(shippedFolder)
        .filter((name) => file.test(name))
        .map((name) => readFileSync(path.join(shippedFolder, name)));
      expect(served.length).toBeGreaterThan(0);
      for (const { url, body } of served) {
        expect(new URL(url).origin).toBe(new URL(suite.site.shellUrl).origin);
        expect(shipped.some((cut) => cut.equals(body))).toBe(true);
      }

      // Every face of the family swaps in; those the page uses have loaded.
      const faces = await page.evaluate(
        (name) => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === name).map((face) => ({ display: face.display, status: face.status })),
        family,
      );
      expect(faces.length).toBeGreaterThan(0);
      expect(faces.map((face) => face.display)).toEqual(faces.map(() => 'swap'));
      expect(faces.filter((face) => face.status === 'loaded').length).toBe(served.length);

      // Chromium draws the page's Arabic-script text in the web font.
      const drawn = await renderedFonts(page, await page.context().newCDPSession(page));
      expect(drawn.size).toBeGreaterThan(3);
      // The font's own name, per weight: 'Noto Sans Arabic SemiBold'.
      const withoutWebFont = [...drawn].filter(([, fonts]) => !fonts.some((font) => font.startsWith(family) && font.endsWith('(web font)')));
      expect(withoutWebFont).toEqual([]);

      // Each text as the page shows it, shaped in each shipped weight: no character missing, no other glyph.
      const texts = await pageTexts(page);
      expect(texts.length).toBeGreaterThan(5);
      expect(texts.every((text) => arabicScript.test(text))).toBe(true);
      const differing = differencesInShippedFonts(language, texts);
      expect(Object.keys(differing).length).toBe(language === 'ar' ? 3 : 2);
      for (const found of Object.values(differing)) expect(found).toEqual([]);
    }, 180_000);
  }
});
