/**
 * The storefront's mails as the API renders them, HTML and plain text: the spec's subjects and
 * words, the stored data each mail is about, one brand and footer on every visitor's mail, every
 * value escaped, nothing a visitor typed becoming markup or a link, nothing fetched when a mail
 * is opened, and links only to the storefront's pages and the partner's site.
 */
import path from 'node:path';
import { createMailRenderer, type ConfirmationMail, type RenderedMail } from '../../src/mail/render';
import { requestedFeatures } from '../../src/mail/confirmation-data';
import { browserLanguages } from '../../src/mail/languages';
import { defang } from '../../src/mail/defang';
import { brand } from '../../src/mail/brand';
import { recipientKey } from '../../src/domain/mail';
import type { FeatureView } from '../../src/catalog/service';

const storefrontUrl = 'https://storefront.example';
const renderer = createMailRenderer({ storefrontUrl });

const cardMail: ConfirmationMail = {
  type: 'Card',
  language: 'en',
  country: 'ae',
  customerName: 'Omar "O" <script>',
  reference: 'SF-7KQ4M2XD',
  productName: 'Gold & Co Cashback Card',
  bankName: 'Emirates Example Bank',
  partnerUrl: 'https://partner.example/apply?card=12&utm=storefront',
  startedAt: new Date('2026-03-05T09:07:00Z'),
  ownFeatures: ['Cashback', 'Cashback on groceries', 'No annual fee'],
  requested: [
    { name: 'Cashback (Cashback on groceries)', onProduct: 'yes' },
    { name: 'Airport lounge access', onProduct: 'no' },
    { name: 'Dining discounts (Fine dining, Cafes)', onProduct: 'partly' },
    { name: '<b>Lounge</b>', onProduct: 'no' },
  ],
  loanTerms: [],
  costs: [
    { label: 'Annual fee', value: 'AED 300' },
    { label: 'APR', value: '39.99%' },
  ],
  bonus: { amount: 200, currency: 'AED', lockDays: 30 },
};
const card = renderer.confirmation(cardMail);
const loan = renderer.confirmation({
  type: 'Loan',
  language: 'en',
  country: 'sa',
  customerName: 'Sara Ahmed',
  reference: 'SF-ABCD2345',
  productName: 'Instant Cash Loan',
  bankName: 'Riyadh Example Bank',
  partnerUrl: 'https://loans.example/apply',
  startedAt: new Date('2026-03-06T10:00:00Z'),
  ownFeatures: ['Approval in minutes', 'No early settlement fee'],
  requested: [],
  loanTerms: [
    { label: 'Amount borrowed', value: 'SAR 45,000' },
    { label: 'Tenure', value: '24 months' },
    { label: 'Interest rate (reducing balance, yearly)', value: '12.5%' },
    { label: 'Processing fee', value: 'SAR 450' },
    { label: 'Monthly instalment', value: 'SAR 2,128.61' },
  ],
  costs: [{ label: 'APR (fees included)', value: '13.51%' }],
  bonus: null,
});
const help = renderer.help({
  language: 'en',
  name: 'Amina Khan',
  email: 'amina@example.com',
  message: 'My card <b>never</b> arrived.\nCall me & "soon".',
});
const ticket = renderer.ticket({
  ticketId: 42,
  language: 'ar',
  name: 'Amina Khan',
  email: 'amina@example.com',
  message: 'Line one\n<script>alert(1)</script>',
  country: 'sa',
  receivedAt: new Date('2026-03-05T09:07:00Z'),
  acceptLanguage: 'ar-SA,ar;q=0.9,en;q=0.8',
});

/** What a reader sees of the HTML: tags gone, entities decoded, white space collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>|<!--[\s\S]*?-->|<title>[\s\S]*?<\/title>/g, ' ')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#x3D;/g, '=')
    .replace(/&middot;/g, '·').replace(/&copy;/g, '©').replace(/&amp;/g, '&')
    .replace(/[ \t\u00a0]+/g, ' ');

/** The href of every link, decoded. */
const decodeAttribute = (value: string) => value.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
const linksOf = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decodeAttribute(m[1]));

/** The text of a plain-text section: the lines under its underlined heading, up to the next blank line. */
function textSection(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((line, i) => line === heading && lines[i + 1] === '-'.repeat(heading.length));
  if (at < 0) return [];
  const rest = lines.slice(at + 2);
  const end = rest.indexOf('');
  return end < 0 ? rest : rest.slice(0, end);
}

const withoutNamespace = (html: string) => html.replace('xmlns="http://www.w3.org/1999/xhtml"', '');

/** Nothing in the HTML fetches or runs; its links go only where `allowed` says. */
function expectSafe(mail: RenderedMail, allowed: string[]) {
  expect(mail.html).not.toMatch(/<(img|link|script|iframe|object|form)\b/i);
  expect(mail.html).not.toMatch(/url\(|@import|\b(src|action|background)\s*=/i);
  for (const href of linksOf(mail.html)) expect(allowed.some((origin) => href.startsWith(origin))).toBe(true);
  // Every http(s) address in the HTML is one of its links' targets.
  const addresses = withoutNamespace(mail.html).match(/https?:\/\/[^"'\s<]+/g) ?? [];
  for (const address of addresses) expect(allowed.some((origin) => decodeAttribute(address).startsWith(origin))).toBe(true);
}

describe('the card confirmation', () => {
  const shown = visibleText(card.html);

  it("has the spec's subject and says the visitor started an application to finish on the bank's site", () => {
    expect(card.subject).toBe('Your Credit Card Application Received');
    for (const part of [shown, card.text]) {
      expect(part).toContain('You started an application with Emirates Example Bank');
      expect(part).toContain('Dear Omar "O" <script>,');
      expect(part).toContain(
        'You started an application with Emirates Example Bank; finish it on their site.',
      );
      expect(part).toContain('Estimated processing time: 3-4 working days.');
      expect(part).not.toMatch(/we have received your (credit card |loan )?application/i);
    }
  });

  it("links to the partner's page to finish the application, as a button and in the text part", () => {
    expect(linksOf(card.html)).toContain(cardMail.partnerUrl);
    expect(shown).toContain("Finish your application on Emirates Example Bank's site");
    expect(card.text).toContain(`Finish your application: ${cardMail.partnerUrl}\n`);
  });

  it('lists the application ID, bank, card and date as labelled values', () => {
    expect(textSection(card.text, 'Your application')).toEqual([
      'Application ID: SF-7KQ4M2XD',
      'Bank: Emirates Example Bank',
      'Credit Card: Gold & Co Cashback Card',
      'Started on: 5 March 2026',
    ]);
    expect(shown).toMatch(/Application ID\s+SF-7KQ4M2XD\s+Bank\s+Emirates Example Bank\s+Credit Card\s+Gold & Co Cashback Card/);
  });

  it("lists the card's own features apart from what the visitor asked for, and says which the card has", () => {
    expect(textSection(card.text, "The card's features")).toEqual(['- Cashback', '- Cashback on groceries', '- No annual fee']);
    expect(textSection(card.text, 'What you asked for')).toEqual([
      'The features you ranked on the storefront, most important first, and whether this card has them.',
      '- Cashback (Cashback on groceries): this card has it',
      '- Airport lounge access: not on this card',
      '- Dining discounts (Fine dining, Cafes): this card has part of it',
      '- <b>Lounge</b>: not on this card',
    ]);
    expect(shown).toMatch(/The card's features\s+Cashback\s+Cashback on groceries\s+No annual fee\s+What you asked for/);
    expect(card.text).not.toContain('Selected features');
  });

  it('states the key costs and the bonus with how it is paid', () => {
    expect(textSection(card.text, 'Key costs')).toEqual(['Annual fee: AED 300', 'APR: 39.99%']);
    expect(textSection(card.text, 'Your AED 200 storefront bonus')).toEqual([
      "1. Finish your application on Emirates Example Bank's site: only an application Emirates Example Bank approves earns the free AED 200 storefront bonus, which is ours and comes apart from any welcome offer of Emirates Example Bank.",
      '2. Once your card is approved, we pay your AED 200 storefront bonus onto the card within 30 days of the approval. There is nothing to claim.',
      '3. Quote your application ID SF-7KQ4M2XD whenever you write to us about it.',
    ]);
    expect(shown).toContain('Your AED 200 storefront bonus');
    expect(linksOf(card.html)).toContain(`${storefrontUrl}/terms-of-service`);
  });

  it("promises the bonus within the market's lock period: the days the bank may still reverse the approval", () => {
    const longer = renderer.confirmation({ ...cardMail, bonus: { amount: 200, currency: 'AED', lockDays: 45 } });
    expect(textSection(longer.text, 'Your AED 200 storefront bonus')[1]).toBe(
      '2. Once your card is approved, we pay your AED 200 storefront bonus onto the card within 45 days of the approval. There is nothing to claim.',
    );
  });

  it('says whom to ask, with the link to Help & Support and the promised reply time', () => {
    for (const part of [shown, card.text]) {
      expect(part).toContain('Emirates Example Bank answers questions about the card and your application on their site.');
      expect(part).toContain('our team aims to respond within 2-3 business days');
    }
    expect(linksOf(card.html)).toContain(`${storefrontUrl}/help-and-support`);
    expect(textSection(card.text, 'Questions?')[0]).toMatch(/ https:\/\/storefront\.example\/help-and-support$/);
  });

  it('escapes every value: the name, the product and the feature names are text, never markup', () => {
    expect(card.html).toContain('Dear Omar &quot;O&quot; &lt;script&gt;,');
    expect(card.html).toContain('&lt;b&gt;Lounge&lt;/b&gt;: not on this card');
    expect(card.html).toContain('Gold &amp; Co Cashback Card');
    expect(card.html).not.toContain('<script>');
    expect(card.html).not.toContain('<b>Lounge');
  });

  it('leaves out the sections it has nothing for', () => {
    const bare = renderer.confirmation({ ...cardMail, requested: [], costs: [], ownFeatures: [], bonus: { amount: 0, currency: 'AED', lockDays: 30 } });
    for (const heading of ["The card's features", 'What you asked for', 'Key costs', 'AED 0 bonus', 'How to get']) {
      expect(bare.text).not.toContain(heading);
      expect(visibleText(bare.html)).not.toContain(heading);
    }
    expect(bare.text).toContain('Application ID: SF-7KQ4M2XD');
  });
});

describe('the loan confirmation', () => {
  it("has the spec's subject, the bank and the loan, and no bonus where the market promises none", () => {
    expect(loan.subject).toBe('Your Loan Application Received');
    expect(textSection(loan.text, 'Your application')).toEqual([
      'Application ID: SF-ABCD2345',
      'Bank: Riyadh Example Bank',
      'Loan: Instant Cash Loan',
      'Started on: 6 March 2026',
    ]);
    expect(loan.text).not.toContain('bonus:');
    expect(loan.text).toContain('Estimated processing time: 3-4 working days.');
  });

  it('states the amount, tenure, rate, fee and instalment, in the HTML and the text part', () => {
    const figures = [
      'Amount borrowed: SAR 45,000',
      'Tenure: 24 months',
      'Interest rate (reducing balance, yearly): 12.5%',
      'Processing fee: SAR 450',
      'Monthly instalment: SAR 2,128.61',
    ];
    expect(textSection(loan.text, 'Your loan offer')).toEqual(figures);
    expect(textSection(loan.text, 'Key costs')).toEqual(['APR (fees included): 13.51%']);
    const shown = visibleText(loan.html);
    for (const line of figures) {
      const [label, value] = line.split(': ');
      const escaped = (text: string) => text.replace(/[.()%]/g, '\\$&');
      expect(shown).toMatch(new RegExp(`${escaped(label)}\\s+${escaped(value)}`));
    }
  });

  it("lists the loan's own features and nothing about a card visitor's picks", () => {
    expect(textSection(loan.text, "The loan's features")).toEqual(['- Approval in minutes', '- No early settlement fee']);
    expect(loan.text).not.toContain('What you asked for');
  });
});

describe('the help request confirmation', () => {
  it("has the spec's subject, the visitor's name, address and message, and the 2-3 business days", () => {
    expect(help.subject).toBe('Help & Support Request Received');
    for (const part of [visibleText(help.html), help.text]) {
      expect(part).toContain('Dear Amina Khan,');
      expect(part).toContain('Thank you for contacting us. We have received your request, and our team aims to respond within 2-3 business days.');
      expect(part).toContain('amina@example.com');
      expect(part).toContain('My card <b>never</b> arrived.\nCall me & "soon".');
      expect(part).toContain('The Cashback Storefront team');
    }
    expect(help.text).toContain('Name: Amina Khan\nEmail: amina@example.com\nMessage:\nMy card <b>never</b> arrived.\nCall me & "soon".\n');
  });

  it('keeps the line breaks of the message as <br>, each line escaped', () => {
    expect(help.html).toContain('My card &lt;b&gt;never&lt;/b&gt; arrived.<br />Call me &amp; &quot;soon&quot;.');
  });
});

describe("the support team's ticket", () => {
  it('is a ticket: who, when, from which country, in which languages, and the message as text', () => {
    expect(ticket.subject).toBe('Support ticket #42: Help & Support Request Received');
    expect(textSection(ticket.text, 'From')).toEqual([
      'Name: Amina Khan',
      'Email: amina@example.com',
      'Country: Saudi Arabia',
      'Language: Arabic [ar] on the storefront; the browser asks for Arabic (Saudi Arabia) [ar-SA], Arabic [ar], English [en]',
      'Received: 5 Mar 2026, 09:07 UTC',
    ]);
    expect(textSection(ticket.text, 'Message')).toEqual(['Line one', '<script>alert(1)</script>']);
    const shown = visibleText(ticket.html);
    expect(shown).toMatch(/Name\s+Amina Khan\s+Email\s+amina@example\.com\s+Country\s+Saudi Arabia\s+Language\s+Arabic \[ar\] on the storefront; the browser asks for Arabic \(Saudi Arabia\) \[ar-SA\]/);
    expect(shown).toContain('Received 5 Mar 2026, 09:07 UTC');
    expect(ticket.html).toContain('Line one<br />&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("is not the visitor's confirmation pasted: no greeting, no <pre>, and it says how to answer", () => {
    for (const part of [ticket.html, ticket.text]) {
      expect(part).not.toContain('Dear ');
      expect(part).not.toContain('Thank you for contacting us');
    }
    expect(ticket.html).not.toMatch(/<pre\b/);
    expect(ticket.text).toContain('Amina Khan sent a help request from the storefront. Reply to this e-mail to answer them');
    expect(ticket.text).toContain('The visitor was told to expect an answer within 2-3 business days.');
  });

  it('names the languages a browser asks for, and says when it asks for none', () => {
    expect(browserLanguages('en-GB,en;q=0.9')).toEqual(['British English [en-GB]', 'English [en]']);
    expect(browserLanguages('ur-PK')).toEqual(['Urdu (Pakistan) [ur-PK]']);
    expect(browserLanguages('*, <script>, x')).toEqual([]);
    const none = renderer.ticket({ ticketId: 1, language: 'ur', name: 'A B', email: 'a@b.example', message: 'Hi', country: 'pk', receivedAt: new Date(), acceptLanguage: undefined });
    expect(none.text).toContain('Language: Urdu [ur] on the storefront; the browser asks for Not stated by the browser');
  });
});

describe('every mail', () => {
  const visitorMails = { card, loan, help };
  const all = { ...visitorMails, ticket };

  it('fetches nothing and runs nothing; links go only to the storefront and the partner', () => {
    expectSafe(card, [storefrontUrl, cardMail.partnerUrl]);
    expectSafe(loan, [storefrontUrl, 'https://loans.example/apply']);
    expectSafe(help, [storefrontUrl]);
    expectSafe(ticket, []);
  });

  it.each(Object.entries(all))('%s: wears the brand: the logo drawn as text, the colours and a font stack ending in sans-serif', (_name, mail) => {
    expect(visibleText(mail.html)).toMatch(/Cashback\s+STOREFRONT/);
    expect(mail.html).toContain(brand.colours.primary);
    // Every font declaration falls back to Arial and sans-serif: no client falls back to Times.
    const families = [...mail.html.matchAll(/font-family:\s*([^;"]+)/g)].map((m) => m[1].trim());
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) expect(family).toMatch(/Arial, sans-serif$/);
    expect(mail.text.startsWith(`${brand.name}\n`)).toBe(true);
  });

  it.each(Object.entries(visitorMails))("%s: has the footer: why it was sent, the company's legal name and postal address, privacy, support and tracking links", (_name, mail) => {
    const footer = mail.text.slice(mail.text.indexOf('\n-- \n'));
    expect(footer).toMatch(/You are receiving this e-mail because/);
    expect(footer).toContain(`© ${brand.legalName}, ${brand.postalAddress}`);
    expect(footer).toContain(`Privacy and terms: ${storefrontUrl}/terms-of-service`);
    expect(footer).toContain(`Help & Support: ${storefrontUrl}/help-and-support`);
    expect(footer).toContain(`Track my application: ${storefrontUrl}/track-application`);
    const shown = visibleText(mail.html);
    expect(shown).toContain(brand.legalName);
    expect(shown).toContain(brand.postalAddress);
    expect(shown).toContain('Privacy and terms');
    expect(linksOf(mail.html)).toEqual(expect.arrayContaining([
      `${storefrontUrl}/terms-of-service`, `${storefrontUrl}/help-and-support`, `${storefrontUrl}/track-application`,
    ]));
  });

  it.each(Object.entries(all))('%s: plain text has a space after every label and a list item per line', (_name, mail) => {
    for (const line of mail.text.split('\n')) {
      // A label glued to its value ('Application IDSF-…', 'NameAmina') never appears.
      expect(line).not.toMatch(/^(Application ID|Bank|Credit Card|Loan|Name|Email|Country|Language|Received|Amount borrowed|Tenure|Processing fee|Monthly instalment|Annual fee)[^:\s]/);
      expect(line).not.toMatch(/^- .* - /);
    }
  });

  it("uses the storefront theme's colours and font stack", () => {
    // The API ships without shared/, so the brand holds copies; they must stay equal.
    const { storefrontTheme } = require(path.join(__dirname, '../../../shared/src/theme.ts')) as { storefrontTheme: { token: Record<string, string> } };
    expect(brand.colours.primary).toBe(storefrontTheme.token.colorPrimary);
    expect(brand.colours.link).toBe(storefrontTheme.token.colorLink);
    expect(brand.colours.muted).toBe(storefrontTheme.token.colorTextDescription);
    expect(brand.fontFamily).toBe(storefrontTheme.token.fontFamily);
  });
});

describe('what a card visitor asked for', () => {
  const feature = (featureId: number, featureName: string, subs: [number, string][] = []): FeatureView => ({
    featureId, featureName, imageUrl: '', active: 'Y', productType: 'Card', selected: false,
    subFeatures: subs.map(([id, name]) => ({ featureId: id, featureName: name, imageUrl: '', active: 'Y', selected: false })),
  });
  const catalog = [feature(1, 'Cashback', [[11, 'Groceries'], [12, 'Fuel']]), feature(2, 'Lounge access'), feature(3, 'No annual fee')];

  it('follows the ranking, names the sub-features picked, and says whether the card offers each', () => {
    const offered = new Set([1, 11, 3]);
    expect(requestedFeatures(catalog, [3, 1, 2], new Set([1, 11, 12, 2, 3]), offered)).toEqual([
      { name: 'No annual fee', onProduct: 'yes' },
      { name: 'Cashback (Groceries, Fuel)', onProduct: 'partly' },
      { name: 'Lounge access', onProduct: 'no' },
    ]);
  });

  it('without a ranking, lists the selected features in catalog order', () => {
    expect(requestedFeatures(catalog, [], new Set([3, 1]), new Set())).toEqual([
      { name: 'Cashback', onProduct: 'no' },
      { name: 'No annual fee', onProduct: 'no' },
    ]);
  });
});

describe('text a visitor typed', () => {
  const phishing = 'Your account is locked: http://evil.example/login or www.bank-login.app/reset, mail a@evil.co, 10.0.0.1/x';

  it('is defanged: no run a mail client would turn into a link is left whole', () => {
    expect(defang(phishing)).toBe(
      'Your account is locked: http[:]//evil[.]example/login or www[.]bank-login[.]app/reset, mail a[@]evil[.]co, 10[.]0[.]0[.]1/x',
    );
    expect(defang('Try www.evil.example/reset')).toBe('Try www[.]evil[.]example/reset');
    expect(defang('I paid 5.000 AED. Thanks, e.g. twice.')).toBe('I paid 5.000 AED. Thanks, e.g. twice.');
  });

  it('has every e-mail address defanged, whatever its host, and the sentence around it kept', () => {
    expect(defang('Write to someone@evil.example.')).toBe('Write to someone[@]evil[.]example.');
    expect(defang('Or (billing.team@evil.com), mailto:x@evil.co and root@localhost!')).toBe(
      'Or (billing[.]team[@]evil[.]com), mailto[:]x[@]evil[.]co and root[@]localhost!',
    );
    expect(defang('a@[10.0.0.1] or b@192.168.1.20')).toBe('a[@][10[.]0[.]0[.]1] or b[@]192[.]168[.]1[.]20');
    expect(defang('http://user@evil.example/login')).toBe('http[:]//user[@]evil[.]example/login');
    expect(defang('Send 5 @ 10 AED to me @home')).toBe('Send 5 @ 10 AED to me @home');
    // Defanged once: text defanged already (or typed so) is left as it is.
    expect(defang('someone[@]evil[.]example')).toBe('someone[@]evil[.]example');
  });

  it('reaches no mail as a link, in the HTML or the text part', () => {
    const mails = [
      renderer.help({ language: 'en', name: 'Amina Khan', email: 'amina@example.com', message: phishing }),
      renderer.ticket({ ticketId: 1, language: 'en', name: 'Amina Khan', email: 'amina@example.com', message: phishing, country: 'ae', receivedAt: new Date(), acceptLanguage: 'en' }),
      renderer.confirmation({ ...cardMail, customerName: 'Sara visit evil.com now' }),
    ];
    for (const mail of mails) {
      for (const part of [withoutNamespace(mail.html), mail.text]) {
        expect(part).not.toMatch(/evil\.(example|co|com)|bank-login\.app|http:\/\//);
      }
    }
    expect(mails[0].text).toContain('http[:]//evil[.]example/login');
    expect(mails[2].text).toContain('Dear Sara visit evil[.]com now,');
  });

  it('reaches no mail as an address, in the HTML or the text part, in every language', () => {
    const message = 'Reset it via security@evil.example or root@localhost.';
    const defanged = 'Reset it via security[@]evil[.]example or root[@]localhost.';
    const mails = [
      ...(['en', 'ar', 'ur'] as const).map((language) => renderer.help({ language, name: 'Amina Khan', email: 'amina@example.com', message })),
      renderer.ticket({ ticketId: 1, language: 'en', name: 'Amina Khan', email: 'amina@example.com', message, country: 'ae', receivedAt: new Date(), acceptLanguage: 'en' }),
    ];
    for (const mail of mails) {
      for (const part of [withoutNamespace(mail.html), mail.text]) {
        expect(part).toContain(defanged);
        expect(part).not.toMatch(/security@|root@|evil\.example/);
      }
    }
  });
});

describe('the inbox an address reaches', () => {
  it('is the same for case, +tags and, at Gmail, dots', () => {
    expect(recipientKey('A+1@X.example')).toBe('a@x.example');
    expect(recipientKey('a+promo+2@x.example')).toBe('a@x.example');
    expect(recipientKey('Sara.Ahmed+shop@GoogleMail.com')).toBe('saraahmed@gmail.com');
    expect(recipientKey('s.a.r.a@gmail.com')).toBe('sara@gmail.com');
    // Elsewhere a dot may be part of the name: sara.ahmed@ and saraahmed@ are two inboxes.
    expect(recipientKey('sara.ahmed@x.example')).toBe('sara.ahmed@x.example');
  });
});
