/**
 * Every mail the API sends, as its built renderer (api/dist) writes it, opened in Chromium at a
 * phone's width (375 px) and a desktop mail pane's (800 px): nothing is wider than the window,
 * every text is in a sans-serif face (never the browser's default Times), the call to action is a
 * finger's size, and the logo, the footer and the figures are on screen. The values are the
 * longest a visitor or the catalog can give: a long name, a message with a 120-character word, a
 * long bank and product name.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser';
import { repoRoot } from '../harness/paths';

interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
interface Renderer {
  confirmation(mail: unknown): RenderedMail;
  help(mail: unknown): RenderedMail;
  ticket(mail: unknown): RenderedMail;
}

const renderModule = path.join(repoRoot, 'api/dist/mail/render.js');
const longWord = 'x'.repeat(120);
const longName = 'Maryam Abdulrahman Al Qasimi Bint Khalifa';

let browser: Browser;
let mails: Record<string, RenderedMail>;

beforeAll(async () => {
  if (!existsSync(renderModule)) throw new Error('api/dist is missing: run `npm run build -w api` first');
  const { createMailRenderer } = require(renderModule) as { createMailRenderer(options: { storefrontUrl: string }): Renderer };
  const renderer = createMailRenderer({ storefrontUrl: 'https://storefront.example' });
  const common = {
    language: 'en',
    country: 'ae',
    customerName: longName,
    reference: 'SF-7KQ4M2XD',
    bankName: 'Emirates Crescent Islamic Bank of the United Arab Emirates',
    partnerUrl: `https://www.emirates-crescent-bank.example/apply/cards/platinum-cashback-rewards?source=storefront&campaign=${longWord}`,
    startedAt: new Date('2026-03-05T09:07:00Z'),
    bonus: { amount: 200, currency: 'AED', lockDays: 30 },
  };
  mails = {
    card: renderer.confirmation({
      ...common,
      type: 'Card',
      productName: 'Platinum Cashback Rewards World Elite Credit Card',
      ownFeatures: ['Cashback', 'Cashback on groceries', 'Airport lounge access', `Feature ${longWord}`],
      requested: [
        { name: 'Cashback (Cashback on groceries, Cashback on fuel, Cashback on dining)', onProduct: 'partly' },
        { name: 'Airport lounge access', onProduct: 'yes' },
        { name: 'No annual fee', onProduct: 'no' },
      ],
      loanTerms: [],
      costs: [
        { label: 'Annual fee', value: 'AED 1,048.50' },
        { label: 'Purchase APR (yearly)', value: '39.99%' },
        { label: 'Foreign transaction fee', value: '2.99% of the amount' },
      ],
    }),
    loan: renderer.confirmation({
      ...common,
      type: 'Loan',
      productName: 'Instant Cash Personal Finance Loan',
      ownFeatures: ['Approval in minutes', 'No early settlement fee'],
      requested: [],
      loanTerms: [
        { label: 'Amount borrowed', value: 'AED 250,000' },
        { label: 'Tenure', value: '48 months' },
        { label: 'Profit rate (reducing balance, yearly)', value: '12.49%' },
        { label: 'Processing fee', value: 'AED 2,500' },
        { label: 'Monthly instalment', value: 'AED 6,634.15' },
      ],
      costs: [{ label: 'APR (fees included)', value: '13.02%' }],
    }),
    help: renderer.help({
      language: 'en',
      name: longName,
      email: `${'a'.repeat(60)}@a-long-domain-name-of-an-employer.example`,
      message: `My card never arrived.\n${longWord}\nPlease call me.`,
    }),
    ticket: renderer.ticket({
      language: 'en',
      ticketId: 123456,
      name: longName,
      email: `${'a'.repeat(60)}@a-long-domain-name-of-an-employer.example`,
      message: `My card never arrived.\n${longWord}`,
      country: 'ae',
      receivedAt: new Date('2026-03-05T09:07:00Z'),
      acceptLanguage: 'ar-AE,ar;q=0.9,en-GB;q=0.8,en;q=0.7',
    }),
  };
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What overflows the window, what is not in a sans-serif face, and the sizes the test reads. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wider: string[] = [];
    const serif: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) {
        wider.push(`${element.tagName.toLowerCase()} ${Math.round(box.left)}..${Math.round(box.right)}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
      }
      // Text on screen (the inbox preview line is hidden in the body).
      const ownText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (ownText && box.width > 0 && box.height > 0 && !/sans-serif\s*$/.test(getComputedStyle(element).fontFamily)) {
        serif.push(`${element.tagName.toLowerCase()}: ${getComputedStyle(element).fontFamily}`);
      }
    }
    const button = [...document.querySelectorAll('a')].find((a) => a.textContent?.includes('Finish your application'));
    const buttonBox = button?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      wider,
      serif,
      button: buttonBox ? { width: buttonBox.width, height: buttonBox.height } : null,
      text: document.body.innerText,
    };
  });
}

describe.each([375, 800])('at %i px', (width) => {
  it.each(['card', 'loan', 'help', 'ticket'])('the %s mail fits the window, in sans-serif, with its brand and footer', async (name) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    try {
      // A mail client shows the HTML without the network: nothing is fetched, nothing is needed.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(mails[name].html, { waitUntil: 'load' });
      const seen = await measure(page);
      expect(seen.wider).toEqual([]);
      expect(seen.scrollWidth).toBeLessThanOrEqual(width);
      expect(seen.serif).toEqual([]);
      expect(seen.text).toMatch(/Cashback\s+STOREFRONT/);
      if (name === 'ticket') {
        expect(seen.text).toContain('Sent by the Cashback Storefront to its support inbox.');
      } else {
        expect(seen.text).toContain('Cashback Storefront FZ-LLC');
        expect(seen.text).toContain('Privacy and terms');
      }
      if (name === 'card' || name === 'loan') {
        expect(seen.button!.height).toBeGreaterThanOrEqual(44);
        expect(seen.text).toContain('Estimated processing time: 3-4 working days.');
      }
      if (name === 'loan') expect(seen.text).toMatch(/Monthly instalment\s+AED 6,634\.15/);
      if (name === 'card') expect(seen.text).toMatch(/What you asked for[\s\S]+No annual fee: not on this card/);
    } finally {
      await page.close();
    }
  });
});
