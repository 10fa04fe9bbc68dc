/**
 * The brand layout every mail shares, as MJML: the storefront's logo on its primary colour, a
 * white card with the message, and a footer with why the mail was sent, the company's legal name
 * and postal address, and links to the privacy and support pages. MJML compiles it to the nested
 * tables every mail client lays out the same, one column that fills a phone's width.
 *
 * No image, font or style sheet is fetched: the logo is drawn with table cells and text, so the
 * mail looks the same offline and with images blocked, and tells no one it was opened. The only
 * links are the storefront's own pages and the partner's site from the catalog.
 */
import Handlebars from 'handlebars';
import { trackApplicationPath, type Language } from '@storefront/shared/contract';
import { brand } from '../brand.js';
import { footerTexts, type MailTexts } from '../texts.js';

/** Our own constant text placed in MJML source (MJML is XML: '&' must be escaped). */
export const literal = (text: string) => Handlebars.escapeExpression(text);

const { colours } = brand;

/** Long values (an address, a word without spaces) wrap instead of widening the mail. */
const wrap = 'word-break:break-word;overflow-wrap:anywhere';

/** The writing direction of a mail: Arabic and Urdu read right to left. */
export type Direction = 'ltr' | 'rtl';
export const directionOf = (language: Language): Direction => (language === 'en' ? 'ltr' : 'rtl');
/** The side a line starts on: left in English, right in Arabic and Urdu. */
const startOf = (dir: Direction) => (dir === 'rtl' ? 'right' : 'left');

/** Inline styles of the label/value rows (mj-table passes its HTML through untouched). */
export function rowStyles(dir: Direction = 'ltr') {
  const start = startOf(dir);
  const end = dir === 'rtl' ? 'left' : 'right';
  return {
    label: `width:38%;padding:6px 0;padding-${end}:12px;vertical-align:top;text-align:${start};font-weight:600;color:${colours.muted};${wrap}`,
    value: `padding:6px 0;vertical-align:top;text-align:${start};${wrap}`,
  };
}

/** A label/value row; `value` is a Handlebars expression or our own escaped text. */
export const row = (label: string, value: string, dir: Direction = 'ltr') =>
  `<tr><th scope="row" style="${rowStyles(dir).label}">${literal(label)}</th><td style="${rowStyles(dir).value}">${value}</td></tr>`;

/** Label/value rows as a table; `each` repeats one row per item of a list of {label, value}. */
export function rows(content: string): string {
  return `<mj-table table-layout="fixed" css-class="sf-rows">${content}</mj-table>`;
}

/** One label/value row per item of a Handlebars list of { label, value }. */
export const eachRow = (list: string, dir: Direction = 'ltr') =>
  `{{#each ${list}}}<tr><th scope="row" style="${rowStyles(dir).label}">{{label}}</th><td style="${rowStyles(dir).value}">{{value}}</td></tr>{{/each}}`;

export const heading = (text: string) =>
  `<mj-text font-size="17px" font-weight="700" padding="12px 0 6px 0">${text}</mj-text>`;

/** The indent of a list, on the side its lines start. */
export const listIndent = (dir: Direction = 'ltr') => `margin:0;padding:0;padding-${startOf(dir)}:20px`;

/** A bulleted list of a Handlebars list of strings. */
export const list = (items: string, dir: Direction = 'ltr') =>
  `<mj-text><ul style="${listIndent(dir)}">{{#each ${items}}}<li style="margin:0 0 4px 0;${wrap}">{{this}}</li>{{/each}}</ul></mj-text>`;

/** The call to action: a button in the primary colour, where the lines start. */
export const button = (href: string, label: string, dir: Direction = 'ltr') =>
  `<mj-button href="${href}" background-color="${colours.primary}" color="${colours.onPrimary}" font-size="16px" font-weight="700" border-radius="10px" inner-padding="14px 20px" padding="8px 0 16px 0" align="${startOf(dir)}">${label}</mj-button>`;

/** A link in the text. */
export const link = (href: string, label: string) =>
  `<a href="${href}" style="color:${colours.link};text-decoration:underline">${label}</a>`;

/** The logo: a card in the storefront's tint with a gold coin, and the name, drawn without an image. */
const logo = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate"><tr>
  <td style="width:36px;padding:0 12px 0 0;vertical-align:middle"><div style="width:34px;height:23px;border-radius:5px;background:${colours.tint};border-top:6px solid #0a5736"></div><div style="width:12px;height:12px;margin:-10px 0 0 26px;border-radius:6px;background:${colours.coin};border:2px solid ${colours.onPrimary}"></div></td>
  <td style="vertical-align:middle;color:${colours.onPrimary};font-family:${brand.fontFamily.replace(/'/g, '')}"><div style="font-size:20px;font-weight:800;line-height:22px">Cashback</div><div style="font-size:11px;font-weight:600;letter-spacing:2px;line-height:14px">STOREFRONT</div></td>
</tr></table>`;

export interface FooterParts {
  /** Why the visitor got the mail (a Handlebars expression or escaped text). */
  why: string;
  /** The visitor's mails: the no-reply note, the company and its links; the support inbox's ticket: none. */
  visitor: boolean;
}

export interface LayoutParts {
  /** The mail's language (lang and dir of the document); English when not given. */
  language?: Language;
  /** The visitor's mail's own footer words, in its language. */
  footerTexts?: MailTexts['footer'];
  /** The document title: the subject, as literal text or a placeholder. */
  title: string;
  /** The inbox's one-line preview. */
  preview: string;
  /** MJML elements inside the card's column. */
  body: string;
  footer: FooterParts;
}

function footer({ why, visitor }: FooterParts, texts: MailTexts['footer']): string {
  const small = `font-size="12px" line-height="1.6" color="${colours.muted}"`;
  if (!visitor) return `<mj-text ${small} padding="0">${why}</mj-text>`;
  const links = [
    link('{{links.privacy}}', literal(texts.privacyLinkLabel)),
    link('{{links.help}}', literal(texts.helpLinkLabel)),
    link('{{links.track}}', literal(texts.trackLinkLabel)),
  ].join(' &middot; ');
  return `<mj-text ${small} padding="0 0 8px 0">${why} ${literal(texts.noReply)}</mj-text>
        <mj-text ${small} padding="0 0 8px 0">${links}</mj-text>
        <mj-text ${small} padding="0">&copy; ${literal(brand.legalName)} &middot; ${literal(brand.postalAddress)}</mj-text>`;
}

export function layout({ language = 'en', footerTexts: texts = footerTexts, title, preview, body, footer: footerParts }: LayoutParts): string {
  const dir = directionOf(language);
  return `<mjml lang="${language}" dir="${dir}">
  <mj-head>
    <mj-title>${title}</mj-title>
    <mj-preview>${preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${brand.fontFamily}" />
      <mj-text font-size="16px" line-height="1.5" color="${colours.text}" padding="0 0 12px 0" align="${startOf(dir)}" />
      <mj-table font-size="15px" line-height="1.5" color="${colours.text}" padding="0 0 12px 0" />
    </mj-attributes>
    <mj-style>
      .sf-rows table { width: 100% !important; }
    </mj-style>
  </mj-head>
  <mj-body background-color="${colours.page}" width="600px">
    <mj-section background-color="${colours.primary}" padding="18px 24px">
      <mj-column>
        <mj-text padding="0">${logo}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${colours.card}" padding="24px 20px" border-bottom="1px solid ${colours.rule}">
      <mj-column>
${body}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 20px">
      <mj-column>
        ${footer(footerParts, texts)}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** A heading in the plain-text part: its own line, underlined. */
export const textHeading = (text: string) => [text, '-'.repeat(text.length)];

/** The plain-text part: the brand name, the lines of the message, the footer after the signature separator. */
export function textLayout(lines: readonly string[], footerLines: readonly string[]): string {
  return [brand.name, '', ...lines, '', '-- ', ...footerLines, ''].join('\n');
}

/** The visitor's footer in the plain-text part: why, the no-reply note, the links, the company. */
export function visitorTextFooter(why: string, links: MailLinks, texts: MailTexts['footer'] = footerTexts): string[] {
  return [
    `${why} ${texts.noReply}`,
    `${texts.privacyLinkLabel}: ${links.privacy}`,
    `${texts.helpLinkLabel}: ${links.help}`,
    `${texts.trackLinkLabel}: ${links.track}`,
    `© ${brand.legalName}, ${brand.postalAddress}`,
  ];
}

/** The storefront's pages a visitor's mail links to. */
export interface MailLinks {
  privacy: string;
  help: string;
  terms: string;
  /** The Track my application page. */
  track: string;
  /** The storefront's home page, where the offers are compared. */
  home: string;
}

/** The links of the storefront at `storefrontUrl` (its public origin, e.g. https://storefront.example). */
export function mailLinks(storefrontUrl: string): MailLinks {
  const base = storefrontUrl.replace(/\/+$/, '');
  return {
    // The privacy policy has no page of its own (it opens as a sheet on the storefront's pages);
    // the terms page covers it in its section 'Your information'.
    privacy: `${base}/terms-of-service`,
    help: `${base}/help-and-support`,
    terms: `${base}/terms-of-service`,
    track: `${base}${trackApplicationPath}`,
    home: `${base}/`,
  };
}
