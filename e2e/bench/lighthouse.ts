import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../harness/browser';
import { freePort, waitFor } from '../harness/ports';
import type { Site } from '../harness/site';
import { armTransition, rankingToCards, reachRanking, readClock, screens } from './card-journey';

/**
 * Lighthouse 12 (the npm package) driving Debian's Chromium, mobile emulation (Moto G Power,
 * 412 x 823) and throttling, performance category only:
 *
 * - `/` before consent and step 0 (consent stored in localStorage before the load): navigation
 *   mode, Lighthouse's default simulated throttling (slow 4G, 4x CPU). Each run starts with an
 *   empty HTTP cache: Lighthouse clears storage and cache for the first; for step 0 the storage
 *   reset is off (it would clear the consent), so the cache is cleared here before the consent is
 *   written.
 * - Step 4, the card results: what Next brings there is what the bench scores (the visitor's
 *   answers ranked into cards), not a page load of its address. Playwright drives the journey
 *   (e2e/bench/card-journey.ts) in the same Chromium, already emulating the phone's screen, to the
 *   ranking of step 3; Lighthouse then records a timespan (user-flow API) around the last Next
 *   and the card results it brings. Timespan mode throttles for real (DevTools throttling:
 *   562.5 ms latency, 1.4 Mbps, 4x CPU) and scores what a timespan can measure: TBT, CLS and INP
 *   (the Next click). It has no LCP; in its place the bench reports the time from that click to
 *   the first card painted, under the same throttling.
 */

export interface LighthouseFigures {
  page: string;
  mode: 'navigation' | 'timespan';
  /** 0-100 */
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Timespan only: Next clicked to the first card painted, throttled (stands in for LCP). */
  resultsShownMs?: number | null;
  /** Lighthouse's measure of this machine's speed (a mid-range phone is about 1000 on a fast desktop's scale). */
  benchmarkIndex: number | null;
  warnings: string[];
}

export interface DebugChromium {
  port: number;
  close(): Promise<void>;
}

/** Debian's Chromium with a DevTools port and a fresh profile. */
export async function startDebugChromium(): Promise<DebugChromium> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath,
    [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok,
    'Chromium to open its DevTools port',
  );
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      // Chromium's helper processes may still be writing the profile for a moment.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove ${profile}: ${(error as Error).message}`);
      }
    },
  };
}

// Lighthouse is ESM only; the e2e package is CommonJS. Its own puppeteer-core drives its pages.
type LighthouseModule = typeof import('lighthouse');
const loadLighthouse = () => import('lighthouse') as Promise<LighthouseModule>;
function lighthousePuppeteer(): typeof import('puppeteer-core') {
  return createRequire(require.resolve('lighthouse'))('puppeteer-core');
}

const metric = (lhr: LhrLike, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

interface LhrLike {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
  runWarnings?: string[];
}

/** Keeps the full report (JSON, open it in the Lighthouse viewer, and HTML) when a folder is given. */
async function keepReport(reportDir: string | undefined, name: string, lhr: unknown) {
  if (!reportDir) return;
  const { generateReport } = await loadLighthouse();
  mkdirSync(reportDir, { recursive: true });
  const file = path.join(
    reportDir,
    name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase(),
  );
  writeFileSync(`${file}.report.json`, JSON.stringify(lhr));
  writeFileSync(`${file}.report.html`, generateReport(lhr as never, 'html'));
}

function figures(pageName: string, mode: LighthouseFigures['mode'], lhr: LhrLike): LighthouseFigures {
  const score = lhr.categories.performance?.score;
  return {
    page: pageName,
    mode,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

async function connect(chrome: DebugChromium): Promise<Browser> {
  return chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
}

/** Stores the consent in the shell origin's localStorage and empties the HTTP cache. */
async function giveConsentWithColdCache(chrome: DebugChromium, site: Site): Promise<void> {
  const browser = await connect(chrome);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // A same-origin document that starts nothing: the runtime config.
    await page.goto(site.shellUrl + '/runtime-config.json');
    await page.evaluate(() => window.localStorage.setItem('cookieConsent', 'given'));
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
}

/** One navigation run on `/`; with consent, step 0 shows instead of the consent banner. */
export async function lighthouseNavigation(
  chrome: DebugChromium,
  site: Site,
  consent: boolean,
  reportDir?: string,
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await loadLighthouse();
  if (consent) await giveConsentWithColdCache(chrome, site);
  const result = await lighthouse(site.shellUrl + '/', {
    port: chrome.port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse resets storage (and the cache) before a run: that would clear the consent.
    disableStorageReset: consent,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const name = consent ? 'step 0 (consent given)' : '/ before consent';
  await keepReport(reportDir, name, result.lhr);
  return figures(name, 'navigation', result.lhr as unknown as LhrLike);
}

/** The phone Lighthouse emulates, applied before the journey so that its emulation changes nothing mid-page. */
async function emulatePhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    mobile: true,
  });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true });
}

/** Waits until no request has been in flight for `quietMs` (at most `maxMs`). */
async function networkQuiet(page: Page, quietMs = 1500, maxMs = 30000) {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => ((inFlight += 1), (lastChange = Date.now()));
  const down = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const until = Date.now() + maxMs;
  while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < quietMs))
    await new Promise((r) => setTimeout(r, 100));
  page.off('request', up);
  page.off('requestfinished', down);
  page.off('requestfailed', down);
}

/** One timespan run around step 3's last Next and the card results of step 4. */
export async function lighthouseCardResults(
  chrome: DebugChromium,
  site: Site,
  reportDir?: string,
): Promise<LighthouseFigures> {
  const { startFlow } = await loadLighthouse();
  const browser = await connect(chrome);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('cookieConsent')) window.localStorage.setItem('cookieConsent', 'given');
    });
    // The partner site and any other foreign host are never contacted.
    await page.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.abort(),
    );
    await emulatePhone(page);
    await reachRanking(page, site, 'lighthouse');

    const puppeteer = lighthousePuppeteer();
    const pp = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const target = (await pp.pages()).find((p) => p.url().startsWith(site.shellUrl));
      if (!target) throw new Error('the journey page is not visible to Lighthouse');
      const flow = await startFlow(target as never, {
        name: 'card results',
        flags: { logLevel: 'error', onlyCategories: ['performance'] },
      });
      await flow.startTimespan({ name: 'step 3 ranking → step 4 card results' });
      await armTransition(page, 'results', { text: 'Next' }, screens.cards);
      await rankingToCards(page);
      const clock = await readClock(page, 'results');
      const resultsShownMs = clock.end - clock.start;
      await networkQuiet(page);
      await flow.endTimespan();
      const flowResult = await flow.createFlowResult();
      await keepReport(reportDir, 'step 4 card results', flowResult.steps[0].lhr);
      const lhr = flowResult.steps[0].lhr as unknown as LhrLike;
      return { ...figures('step 4 card results', 'timespan', lhr), resultsShownMs: Math.round(resultsShownMs) };
    } finally {
      await pp.disconnect();
      await page.close().catch(() => undefined);
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
}
