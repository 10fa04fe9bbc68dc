import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir } from './paths';

declare global {
  /** Set by failure-environment.cjs: whether the running test has failed. */
  var __e2eTestFailed: boolean | undefined;
}

/** Whether the running test has failed (read in afterEach). */
export const testFailed = (): boolean => globalThis.__e2eTestFailed === true;

/** What a failed test's visitor had: its page, and what the page logged and called. */
export interface ReportedVisitor {
  page: Page;
  errors?: readonly string[];
  recentCalls?: () => readonly string[];
}

/** Notices, alerts and dialogs: what tells a visitor why the page did not go on (the ones shown, not a closed one kept in the page). */
const noticeSelector = '[role="alert"], .ant-notification-notice, .ant-message-notice, [role="dialog"] .ant-modal-title';

/**
 * Prints what a failed test's page showed (its address, its notices, alerts and dialogs, the errors
 * it logged, its last calls) and keeps a screenshot of it in e2e/artifacts/failures/: a browser
 * test that fails under a loaded CI machine is seldom run again the same way.
 */
export async function reportFailedPage(visitor: ReportedVisitor): Promise<void> {
  const name = expect.getState().currentTestName ?? 'a test';
  const { page } = visitor;
  const lines = [`What the page showed when "${name}" failed:`, `address: ${page.url()}`];
  try {
    const notices = await page.locator(noticeSelector).filter({ visible: true }).allInnerTexts();
    lines.push(`notices: ${notices.length ? notices.map((text) => JSON.stringify(text.trim())).join(', ') : 'none'}`);
    const file = path.join(artifactsDir, 'failures', `${name.replace(/[^\w-]+/g, '-').slice(0, 100)}.png`);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
    lines.push(`screenshot: ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    lines.push(`the page could not be read: ${(error as Error).message.split('\n')[0]}`);
  }
  lines.push(`errors: ${visitor.errors?.length ? '' : 'none'}`, ...(visitor.errors ?? []).map((e) => `  ${e}`));
  const calls = visitor.recentCalls?.() ?? [];
  lines.push(`last calls:${calls.length ? '' : ' none'}`, ...calls.map((c) => `  ${c}`));
  console.error(lines.join('\n'));
}
