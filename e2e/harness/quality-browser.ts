import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { newVisitor, type Visitor, type VisitorOptions } from './browser';

/**
 * Browser helpers of the quality tests: a visitor that also records Content-Security-
 * Policy violations and every request any of its pages (popups included) sends off this machine,
 * and axe-core run inside the page.
 */

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface QualityVisitor extends Visitor {
  /** 'directive blocked-uri' of each securitypolicyviolation event any page fired, across navigations. */
  cspViolations: string[];
  /** Requests to a non-loopback host from any page of the context, popups included (aborted). */
  offsiteRequests: string[];
  /** Uncaught exceptions of the page (pageerror), apart from console errors. */
  pageErrors: string[];
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

export async function newQualityVisitor(browser: Browser, options: VisitorOptions = {}): Promise<QualityVisitor> {
  const visitor = await newVisitor(browser, options);
  const { context, page } = visitor;
  const offsiteRequests: string[] = [];
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Nothing may leave this machine; a partner site the visitor is sent to is recorded, never fetched.
  await context.route(
    (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !loopback.has(url.hostname),
    (route) => {
      offsiteRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  // Reported to the test through a DevTools binding, which the page's own CSP cannot block.
  const cspViolations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.(
        `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return { ...visitor, offsiteRequests, pageErrors, cspViolations };
}

// ---------------------------------------------------------------------------------------------
// axe-core

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/**
 * Waits until no finite animation runs (antd's modals and notices fade and zoom in; axe on a
 * half-transparent dialog would measure the wrong colours). Endless ones (spinners) are ignored.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => {
        const timing = a.effect?.getComputedTiming();
        return a.playState !== 'running' || timing?.iterations === Infinity;
      }),
    null,
    // Polled by the timer rather than by animation frames, which a paused page clock stops.
    { polling: 100 },
  );
}

/**
 * Runs axe-core in the page (the script is evaluated through the DevTools protocol, which the
 * page's CSP does not restrict, unlike an inline script tag) and returns the serious and critical
 * violations. `within`: a CSS selector to check only part of the page (a dialog).
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  await settleAnimations(page);
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await page.evaluate(axeSource);
  const findings = await page.evaluate(async (selector) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        html: n.html.slice(0, 300),
        summary: (n.failureSummary ?? '').slice(0, 400),
      })),
    }));
  }, within ?? null);
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

/** One line per failing node, to read in a test's failure message. */
export function describeFindings(findings: AxeFinding[]): string[] {
  return findings.flatMap((f) =>
    f.nodes.map((n) => `${f.impact} ${f.id} (${f.help}) at ${n.target}: ${n.html} :: ${n.summary}`),
  );
}
