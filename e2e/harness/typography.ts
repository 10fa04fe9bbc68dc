import type { Page } from 'playwright-core';

/** The least line height, as a multiple of the font size, at which Nastaliq's lines do not collide. */
export const urduMinLineHeight = 1.7;

/**
 * The shown elements whose own text is in the Arabic script (Urdu on an Urdu page) and whose
 * rendered line height is less than `min` times their font size (or 'normal', which the page never
 * means to leave to the font), each named with its text and its figures.
 */
export function tightArabicScriptText(page: Page, min = urduMinLineHeight): Promise<string[]> {
  return page.evaluate((least) => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!/[\u0600-\u06ff]/.test(own)) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const ratio = parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      if (!(ratio >= least)) {
        const name = `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')}`;
        found.push(`${name} "${own.slice(0, 40)}": ${style.lineHeight} / ${style.fontSize}`);
      }
    }
    return found;
  }, min);
}
