/**
 * The support team's ticket for a help request: a record to work from, not the visitor's mail.
 * Who wrote (name, address, country, browser language), when, and the message as text; a reply
 * reaches the visitor (the mail is Reply-To their address).
 */
import { ticketTexts as t } from '../texts.js';
import { heading, layout, literal, row, rows, textHeading, textLayout } from './layout.js';
import { brand } from '../brand.js';

export interface TicketView {
  ticketId: number;
  subject: string;
  heading: string;
  intro: string;
  name: string;
  email: string;
  country: string;
  language: string;
  received: string;
  message: string;
}

export function ticketMjml(): string {
  return layout({
    title: '{{subject}}',
    preview: '{{intro}}',
    footer: { why: literal(t.why), visitor: false },
    body: `
        <mj-text font-size="22px" font-weight="700" line-height="1.3">{{heading}}</mj-text>
        <mj-text>{{intro}}</mj-text>
        ${heading(literal(t.fromHeading))}
        ${rows([
          row(t.nameLabel, '{{name}}'),
          row(t.emailLabel, '{{email}}'),
          row(t.countryLabel, '{{country}}'),
          row(t.languageLabel, '{{language}}'),
          row(t.receivedLabel, '{{received}}'),
        ].join(''))}
        ${heading(literal(t.messageHeading))}
        <mj-text container-background-color="${brand.colours.page}" padding="12px 14px" css-class="sf-message"><div style="word-break:break-word;overflow-wrap:anywhere">{{multiline message}}</div></mj-text>
        <mj-text font-size="14px" padding="12px 0 0 0">${literal(t.promised)}</mj-text>`,
  });
}

export function ticketText(view: TicketView): string {
  return textLayout([
    view.heading,
    '',
    view.intro,
    '',
    ...textHeading(t.fromHeading),
    `${t.nameLabel}: ${view.name}`,
    `${t.emailLabel}: ${view.email}`,
    `${t.countryLabel}: ${view.country}`,
    `${t.languageLabel}: ${view.language}`,
    `${t.receivedLabel}: ${view.received}`,
    '',
    ...textHeading(t.messageHeading),
    view.message,
    '',
    t.promised,
  ], [t.why]);
}
