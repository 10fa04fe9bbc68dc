/** The help request confirmation sent to the visitor (spec section 7): their name, address and message. */
import type { Language } from '@storefront/shared/contract';
import { mailTexts } from '../texts.js';
import { directionOf, layout, literal, row, rows, textLayout, visitorTextFooter, type MailLinks } from './layout.js';

export interface HelpView {
  greeting: string;
  name: string;
  email: string;
  message: string;
  links: MailLinks;
}

export function helpMjml(language: Language = 'en'): string {
  const t = mailTexts[language].help;
  const dir = directionOf(language);
  return layout({
    language,
    footerTexts: mailTexts[language].footer,
    title: literal(t.subject),
    preview: literal(t.received),
    footer: { why: literal(t.why), visitor: true },
    body: `
        <mj-text font-size="22px" font-weight="700" line-height="1.3">${literal(t.headline)}</mj-text>
        <mj-text>{{greeting}}</mj-text>
        <mj-text>${literal(t.received)}</mj-text>
        <mj-text>${literal(t.summary)}</mj-text>
        ${rows([row(t.nameLabel, '{{name}}', dir), row(t.emailLabel, '<span dir="ltr">{{email}}</span>', dir), row(t.messageLabel, '{{multiline message}}', dir)].join(''))}
        <mj-text>${literal(t.signOff)}<br />${literal(t.team)}</mj-text>`,
  });
}

export function helpText(view: HelpView, language: Language = 'en'): string {
  const t = mailTexts[language].help;
  return textLayout([
    t.headline,
    '',
    view.greeting,
    '',
    t.received,
    '',
    t.summary,
    '',
    `${t.nameLabel}: ${view.name}`,
    `${t.emailLabel}: ${view.email}`,
    `${t.messageLabel}:`,
    view.message,
    '',
    t.signOff,
    t.team,
  ], visitorTextFooter(t.why, view.links, mailTexts[language].footer));
}
