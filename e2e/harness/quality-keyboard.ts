import type { Locator, Page } from 'playwright-core';

/**
 * A visitor without a mouse: focus moves only with Tab and Shift+Tab, and controls are worked with
 * Enter, Space and the arrow keys. Reading the page (which element has focus) is the test's own
 * eyes, not an input.
 */

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus. Fails when it is not reached
 * in `max` presses: the control is then not in the tab order.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  // Attached, not visible: antd's radios and checkboxes are real inputs drawn over by their styling.
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(
    `${target} was not reached with ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses; focus is on ${focused}`,
  );
}

/** Waits until a control can be pressed again (the Next lock shows as aria-disabled, a loading button as disabled). */
export async function waitUntilEnabled(target: Locator, timeout = 20000): Promise<void> {
  await target.waitFor();
  const handle = await target.elementHandle();
  await target
    .page()
    .waitForFunction(
      (el) => !(el as HTMLButtonElement).disabled && el?.getAttribute('aria-disabled') !== 'true',
      handle,
      { timeout },
    );
}

/** Tabs to a button and presses Enter. */
export async function pressWithKeyboard(page: Page, button: Locator, options?: { backwards?: boolean }): Promise<void> {
  await waitUntilEnabled(button);
  await tabTo(page, button, options);
  await page.keyboard.press('Enter');
}

/**
 * Counts the pointer presses the page receives from now on (any mouse or touch input would show
 * here), so that a keyboard-only test can prove it used none.
 */
export async function countPointerPresses(page: Page): Promise<() => Promise<number>> {
  const install = () => {
    const w = window as unknown as { __pointerPresses?: number };
    if (w.__pointerPresses !== undefined) return;
    w.__pointerPresses = 0;
    window.addEventListener('pointerdown', () => (w.__pointerPresses = (w.__pointerPresses ?? 0) + 1), true);
  };
  await page.addInitScript(install);
  await page.evaluate(install).catch(() => undefined);
  return () => page.evaluate(() => (window as unknown as { __pointerPresses?: number }).__pointerPresses ?? 0);
}
