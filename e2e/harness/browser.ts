import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { artifactsDir } from './paths';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps calling hosts this machine cannot reach. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, never a downloaded browser, with the flags this workplace needs. */
export function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: run \`apt-get install chromium\``);
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
}

export interface VisitorOptions {
  /** Give cookie consent before the first load (default false). */
  consent?: boolean;
  width?: number;
  height?: number;
  /** The browser's language (navigator.languages and Accept-Language), e.g. 'ar-AE'; Chromium's default when absent. */
  locale?: string;
  /**
   * The page runs on Playwright's clock, which flows as time does until a test moves it on where
   * the visitor would only wait (pressNext, past the Next lock) or holds it still (default true).
   * The visual captures keep the browser's own: their settling counts real frames.
   */
  pageClock?: boolean;
}

const onPlaywrightClock = new WeakSet<BrowserContext>();

/** Whether the page runs on Playwright's clock (VisitorOptions.pageClock). */
export const onPageClock = (page: Page): boolean => onPlaywrightClock.has(page.context());

/**
 * Holds the page's clock still a moment ahead of the page's own time. The page's time runs on
 * while the test asks for it, so on a busy machine the moment can already be past when the hold
 * arrives; the hold is then asked again from the page's new time.
 */
export async function holdPageClock(page: Page, aheadMs = 250): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Every request that left for a host other than this machine's loopback. */
  foreignRequests: string[];
  /** The page's last fetch and XHR calls, '<method> <url> <status or failure> <ms>' or 'unanswered', oldest first. */
  recentCalls(): string[];
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** How many of a page's calls a visitor keeps for the report of a failed test. */
const recentCallsKept = 30;

/** A fresh visitor (own storage) on its own page. */
export async function newVisitor(browser: Browser, options: VisitorOptions = {}): Promise<Visitor> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.locale && { locale: options.locale }),
  });
  if (options.consent) {
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('cookieConsent')) window.localStorage.setItem('cookieConsent', 'given');
    });
  }
  if (options.pageClock ?? true) {
    await context.clock.install();
    onPlaywrightClock.add(context);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const calls: { request: Request; outcome?: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !loopback.has(url.hostname)) {
      foreignRequests.push(request.url());
    }
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') {
      calls.push({ request });
      if (calls.length > recentCallsKept) calls.shift();
    }
  });
  const settle = (request: Request, outcome: string) => {
    const call = calls.find((c) => c.request === request);
    if (call) call.outcome = `${outcome} ${Math.round(request.timing().responseEnd)} ms`;
  };
  page.on('requestfinished', (request) => {
    request.response().then(
      (response) => settle(request, String(response?.status())),
      () => undefined, // the page closed meanwhile
    );
  });
  page.on('requestfailed', (request) => settle(request, request.failure()?.errorText ?? 'failed'));
  const recentCalls = () =>
    calls.map(({ request, outcome }) => `${request.method()} ${request.url()} ${outcome ?? 'unanswered'}`);
  return {
    context,
    page,
    errors,
    foreignRequests,
    recentCalls,
    async screenshot(name) {
      mkdirSync(artifactsDir, { recursive: true });
      const file = path.join(artifactsDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    close: () => context.close(),
  };
}
