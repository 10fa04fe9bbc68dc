import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { artifactsDir } from '../../harness/paths';
import { settleAnimations } from '../../harness/quality-browser';

/**
 * The visual regression suite's kit: screens captured deterministically (animations stopped, the
 * caret hidden, the pointer parked, lazy images loaded, the Next lock waited out, dynamic text
 * masked) at the two widths, and compared with the committed baselines by pixelmatch.
 */

export const baselinesDir = path.join(__dirname, 'baselines');
export const visualArtifactsDir = path.join(artifactsDir, 'visual');

/** `npm run test:visual:update -w e2e` sets it: the captures become the baselines. */
export const updatingBaselines = process.env.UPDATE_VISUAL_BASELINES === '1';

/** The widths every screen is taken at: a phone and a laptop. */
export const widths = [375, 1280] as const;
export type Width = (typeof widths)[number];
export const heights: Record<Width, number> = { 375: 812, 1280: 900 };

/** Per pixel: pixelmatch's colour distance (0..1) under which two pixels count as equal. */
export const pixelThreshold = 0.1;
/** Per screen: the share of pixels that may differ (anti-aliasing noise), 0.1 %. */
export const maxDiffRatio = 0.001;

/** Text that changes on every run: the application reference (masked by its box). */
export const dynamicSelectors = ['[data-reference]'];

const pause = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Brings the page to rest: pointer away from any hover, the Next lock over, the hero's bonus
 * sentence shown once the market has answered, every image of the page loaded (scrolled through,
 * for lazy ones), fonts ready, finite animations done, back at the top.
 */
export async function settle(page: Page, hover?: Locator): Promise<void> {
  await page.mouse.move(0, 0);
  await page.locator('.sf-next__button--working').waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('.sf-hero__pending').waitFor({ state: 'detached', timeout: 15_000 });
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
    const scrollers = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-drawer-body, [role="dialog"]')];
    for (const el of scrollers) el.scrollTo?.(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A snackbar hides itself after 6 s unless the pointer rests on it: parked there, it waits for the capture.
  if (hover) await hover.hover();
  await settleAnimations(page);
  await pause(page);
}

/** A full-page capture at rest, animations stopped and dynamic text masked. */
export interface CaptureOptions {
  /** More boxes to mask. */
  masks?: Locator[];
  /** Where the pointer rests instead of the page's corner (a snackbar, which then stays). */
  hover?: Locator;
  /** The viewport only, for what covers it (an overlay fixed over a long page); else the whole page. */
  viewportOnly?: boolean;
}

export async function capture(page: Page, { masks = [], hover, viewportOnly = false }: CaptureOptions = {}): Promise<Buffer> {
  await settle(page, hover);
  return page.screenshot({
    fullPage: !viewportOnly,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: [...dynamicSelectors.map((selector) => page.locator(selector)), ...masks],
    maskColor: '#ff00ff',
  });
}

/**
 * A dialog taller than the window scrolls inside its own fixed frame, which a full-page capture
 * would cut at the window's foot: the window is made as tall as the open dialog, so the capture
 * holds all of it. A window without such a dialog keeps its height.
 */
export async function fitOpenDialog(page: Page, width: Width): Promise<void> {
  await settleAnimations(page);
  await pause(page);
  // The dialog's foot in its frame as laid out (its opening zoom aside), and a margin below it.
  const needed = await page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')]
        .filter((wrap) => getComputedStyle(wrap).display !== 'none')
        .flatMap((wrap) => [...wrap.querySelectorAll<HTMLElement>('.ant-modal')].map((modal) => modal.offsetTop + modal.offsetHeight + 24)),
    ),
  );
  if (needed > heights[width]) {
    await page.setViewportSize({ width, height: Math.ceil(needed) });
    await pause(page);
  }
}

/** Each width of a screen: the viewport set, the layout given time to follow, then a capture. */
export async function captureAtWidths(page: Page, shots: Map<string, Buffer>, name: string, options: CaptureOptions = {}): Promise<void> {
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: heights[width] });
    await pause(page);
    if (!options.viewportOnly) await fitOpenDialog(page, width);
    shots.set(`${name}-${width}`, await capture(page, options));
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Holds the next timer of `delayMs` the page sets (the redirect's wait, SPEC section 5) until
 * `releaseHeldTimer` runs it: what shows during the wait stays for as long as the captures take,
 * while animation frames, fonts and every other timer run as usual.
 */
export async function holdNextTimer(page: Page, delayMs: number): Promise<void> {
  await page.evaluate((delay) => {
    const held = window as unknown as { __heldTimer?: () => void };
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      if (ms !== delay || held.__heldTimer) return realSetTimeout(run, ms, ...args);
      held.__heldTimer = () => run(...args);
      window.setTimeout = realSetTimeout;
      return 0;
    }) as typeof window.setTimeout;
  }, delayMs);
}

/** Runs the timer holdNextTimer kept (it must have been set by then). */
export async function releaseHeldTimer(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { __heldTimer?: () => void }).__heldTimer === 'function');
  await page.evaluate(() => (window as unknown as { __heldTimer: () => void }).__heldTimer());
}

export interface Comparison {
  name: string;
  /** Why the capture does not match (or is missing); null when it does. */
  problem: string | null;
}

/**
 * The capture against `baselines/<name>.png`: same size, and at most maxDiffRatio of the pixels
 * differ. A mismatch leaves `<name>.actual.png` and `<name>.diff.png` in e2e/artifacts/visual/.
 * When updating, the capture is written as the baseline.
 */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const baselineFile = path.join(baselinesDir, `${name}.png`);
  if (updatingBaselines) {
    mkdirSync(baselinesDir, { recursive: true });
    writeFileSync(baselineFile, actual);
    return { name, problem: null };
  }
  if (!existsSync(baselineFile)) return { name, problem: `no baseline ${path.relative(process.cwd(), baselineFile)}: run npm run test:visual:update -w e2e` };
  const baseline = readFileSync(baselineFile);
  // The same file is the same picture; decoding a long page's PNG takes seconds under jest.
  if (actual.equals(baseline)) return { name, problem: null };
  const expected = PNG.sync.read(baseline);
  const shot = PNG.sync.read(actual);
  const keep = (diff?: PNG) => {
    mkdirSync(visualArtifactsDir, { recursive: true });
    writeFileSync(path.join(visualArtifactsDir, `${name}.actual.png`), actual);
    if (diff) writeFileSync(path.join(visualArtifactsDir, `${name}.diff.png`), PNG.sync.write(diff));
  };
  if (expected.width !== shot.width || expected.height !== shot.height) {
    keep();
    return { name, problem: `size ${shot.width}x${shot.height}, baseline ${expected.width}x${expected.height}` };
  }
  const diff = new PNG({ width: shot.width, height: shot.height });
  const differing = pixelmatch(expected.data, shot.data, diff.data, shot.width, shot.height, { threshold: pixelThreshold });
  const ratio = differing / (shot.width * shot.height);
  if (ratio <= maxDiffRatio) return { name, problem: null };
  keep(diff);
  return { name, problem: `${differing} pixels differ (${(ratio * 100).toFixed(2)} %, at most ${maxDiffRatio * 100} %): see e2e/artifacts/visual/${name}.diff.png` };
}
