/**
 * The tracking code mail and the application's news (approved, declined, bonus paid) as the API
 * renders them, HTML and plain text, in each language: the values they are about, every value
 * escaped, the link to the Track my application page, the storefront's footer.
 */
import { createMailRenderer, type ApplicationNewsMail, type RenderedMail } from '../../src/mail/render';
import { statusTexts } from '../../src/mail/status-texts';
import { brand } from '../../src/mail/brand';

const storefrontUrl = 'https://storefront.example';
const trackPage = `${storefrontUrl}/track-application`;
const renderer = createMailRenderer({ storefrontUrl });

const news: ApplicationNewsMail = {
  language: 'en', country: 'ae', customerName: 'Omar "O" <script>', reference: 'SF-7KQ4M2XD',
  productName: 'Gold & Co Cashback Card', bankName: 'Emirates Example Bank',
};

const code = renderer.trackingCode({ language: 'en', reference: 'SF-7KQ4M2XD', code: '048213' });
const approved = renderer.approved({ ...news, bonus: { amount: 200, currency: 'AED', payableFrom: new Date('2027-01-06T10:00:00Z') } });
const approvedWithoutBonus = renderer.approved({ ...news, bonus: null });
const declined = renderer.declined({ ...news, reason: 'Income below <b>the</b> minimum' });
const declinedWithoutReason = renderer.declined({ ...news, reason: null });
const bonusPaid = renderer.bonusPaid({ ...news, bonus: { amount: 200, currency: 'AED' }, paidAt: new Date('2027-01-08T09:00:00Z') });

const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>|<!--[\s\S]*?-->|<title>[\s\S]*?<\/title>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#x3D;/g, '=')
    .replace(/&middot;/g, '·').replace(/&copy;/g, '©').replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const linksOf = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1].replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'));

describe('the tracking code mail', () => {
  it('gives the code, the reference, how long the code is valid and the page to enter it on', () => {
    expect(code.subject).toBe('Your code to track your application');
    for (const part of [visibleText(code.html), code.text]) {
      expect(part).toContain('048213');
      expect(part).toContain('your application SF-7KQ4M2XD');
      expect(part).toContain('It is valid for 10 minutes and works once.');
    }
    expect(code.text).toContain(`Track my application: ${trackPage}`);
    expect(linksOf(code.html)).toContain(trackPage);
  });

  it.each([['ar', 'رمز تتبّع طلبك'], ['ur', 'آپ کی درخواست ٹریک کرنے کا کوڈ']] as const)(
    'is written in %s, right to left', (language, subject) => {
      const mail = renderer.trackingCode({ language, reference: 'SF-7KQ4M2XD', code: '048213' });
      expect(mail.subject).toBe(subject);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.text).toContain('048213');
      expect(mail.text).toContain(`${statusTexts[language].trackButton}: ${trackPage}`);
    },
  );
});

describe('the approval mail', () => {
  it('names the bank and product, the bonus and the day it is paid from at the earliest', () => {
    expect(approved.subject).toBe('Good news: Emirates Example Bank approved your application');
    for (const part of [visibleText(approved.html), approved.text]) {
      expect(part).toContain('Dear Omar "O" <script>,');
      expect(part).toContain('Emirates Example Bank has told us that it approved your application for the Gold & Co Cashback Card.');
      expect(part).toContain('Your AED 200 storefront bonus is recorded. We pay it from 6 January 2027 at the earliest');
    }
    expect(approved.html).not.toContain('<script>');
    expect(approved.text).toContain('Application ID: SF-7KQ4M2XD');
  });

  it('says nothing of a bonus when the application has none', () => {
    expect(approvedWithoutBonus.text).not.toContain('bonus is recorded');
    expect(approvedWithoutBonus.text).not.toContain('at the earliest');
  });

  it('is written in Arabic with Western digits', () => {
    const mail = renderer.approved({ ...news, language: 'ar', bonus: { amount: 200, currency: 'AED', payableFrom: new Date('2027-01-06T10:00:00Z') } });
    expect(mail.subject).toBe('أخبار سارة: وافق Emirates Example Bank على طلبك');
    expect(mail.text).toMatch(/سُجّلت مكافأة المتجر البالغة .*200/);
    expect(mail.text).toContain('2027');
  });
});

describe('the decline mail', () => {
  it("gives the bank's reason as text and links to the other offers", () => {
    expect(declined.subject).toBe('Your application with Emirates Example Bank');
    for (const part of [visibleText(declined.html), declined.text]) {
      expect(part).toContain('Emirates Example Bank did not approve your application');
      expect(part).toContain('The reason given: Income below <b>the</b> minimum');
      expect(part).toContain('Other offers may suit you better: compare them on the storefront.');
    }
    expect(declined.html).not.toContain('<b>the</b>');
    expect(declined.text).toContain(`See other offers: ${storefrontUrl}/`);
    expect(linksOf(declined.html)).toEqual(expect.arrayContaining([`${storefrontUrl}/`, trackPage]));
  });

  it('leaves the reason out when the bank gave none', () => {
    expect(declinedWithoutReason.text).not.toContain('The reason given');
  });
});

describe('the bonus-paid mail', () => {
  it('gives the amount and the day it was paid', () => {
    expect(bonusPaid.subject).toBe('Your storefront bonus has been paid');
    expect(bonusPaid.text).toContain('Your AED 200 storefront bonus for the Gold & Co Cashback Card with Emirates Example Bank was paid on 8 January 2027.');
  });
});

describe('every tracking and news mail', () => {
  const all: Record<string, RenderedMail> = { code, approved, declined, bonusPaid };

  it.each(Object.entries(all))('%s: links to the Track my application page, fetches nothing, and has the footer', (_name, mail) => {
    expect(mail.html).not.toMatch(/<(img|link|script|iframe|object|form)\b/i);
    for (const href of linksOf(mail.html)) expect(href.startsWith(storefrontUrl)).toBe(true);
    expect(linksOf(mail.html)).toContain(trackPage);
    const footer = mail.text.slice(mail.text.indexOf('\n-- \n'));
    expect(footer).toMatch(/You are receiving this e-mail because/);
    expect(footer).toContain(`Track my application: ${trackPage}`);
    expect(footer).toContain(`© ${brand.legalName}, ${brand.postalAddress}`);
  });
});
