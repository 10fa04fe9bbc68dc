import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, type Visitor } from '../harness/browser';
import { reportFailedPage } from '../harness/failure-report';

// What a failed browser test prints about its page: the test's reader learns from the CI log alone
// what the visitor saw and which call was still waiting.

let browser: Browser;
let visitor: Visitor;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => visitor?.close());

it('names the page, the notices it shows (not a closed dialog), its errors and its calls, the one still waiting included, and keeps a screenshot', async () => {
  visitor = await newVisitor(browser);
  const { page } = visitor;
  await page.route('http://127.0.0.1:9/answered', (route) => route.fulfill({ status: 409, body: '{}' }));
  await page.route('http://127.0.0.1:9/waiting', () => undefined); // never answered
  // A closed dialog stays in the page, hidden: it told the visitor nothing when the test failed.
  await page.setContent(
    '<p role="alert">Submission failed. Please try again.</p>' +
      '<div role="dialog" style="display: none"><div class="ant-modal-title">Oops! Something went wrong</div></div>',
  );
  await page.evaluate(async () => {
    await fetch('http://127.0.0.1:9/answered', { method: 'PUT' });
    void fetch('http://127.0.0.1:9/waiting');
    console.error('Sending the confirmation e-mail failed');
  });
  await page.waitForTimeout(200);

  const printed: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
  try {
    await reportFailedPage(visitor);
  } finally {
    spy.mockRestore();
  }
  const report = printed.join('\n');
  expect(report).toContain('notices: "Submission failed. Please try again."\n');
  expect(report).toContain('console: Sending the confirmation e-mail failed');
  expect(report).toMatch(/PUT http:\/\/127\.0\.0\.1:9\/answered 409 \d+ ms/);
  expect(report).toContain('GET http://127.0.0.1:9/waiting unanswered');
  const screenshot = /screenshot: (.+)/.exec(report)?.[1];
  expect(screenshot).toBeDefined();
  expect(existsSync(path.resolve(screenshot!))).toBe(true);
  rmSync(path.resolve(screenshot!));
});
