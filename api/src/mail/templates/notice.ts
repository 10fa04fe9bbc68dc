/**
 * A short notice to the visitor about their application: the tracking code mail and the
 * application's news (approved, declined, bonus paid). One layout per language; the words and
 * values come in the view, each escaped by Handlebars.
 */
import type { Language } from '@storefront/shared/contract';
import { mailTexts } from '../texts.js';
import { statusTexts } from '../status-texts.js';
import type { LabelledValue } from './confirmation.js';
import { button, directionOf, eachRow, layout, link, literal, rows, textLayout, visitorTextFooter, type MailLinks } from './layout.js';

export interface NoticeView {
  subject: string;
  preview: string;
  headline: string;
  greeting: string;
  /** The paragraphs before the code and the details. */
  paragraphs: string[];
  /** The one-time code, shown large; null in a status mail. */
  code: string | null;
  /** Paragraphs after the code. */
  notes: string[];
  details: LabelledValue[];
  /** The call to action: a page of the storefront. */
  button: { href: string; label: string };
  /** A second link (to other offers), or null. */
  secondary: { href: string; label: string } | null;
  why: string;
  links: MailLinks;
}

const when = (condition: string, mjml: string) => `<mj-raw>{{#if ${condition}}}</mj-raw>${mjml}<mj-raw>{{/if}}</mj-raw>`;
const paragraphs = (list: string) => `<mj-raw>{{#each ${list}}}</mj-raw><mj-text>{{this}}</mj-text><mj-raw>{{/each}}</mj-raw>`;

export function noticeMjml(language: Language = 'en'): string {
  const t = statusTexts[language];
  const dir = directionOf(language);
  return layout({
    language,
    footerTexts: mailTexts[language].footer,
    title: '{{subject}}',
    preview: '{{preview}}',
    footer: { why: '{{why}}', visitor: true },
    body: `
        <mj-text font-size="22px" font-weight="700" line-height="1.3">{{headline}}</mj-text>
        <mj-text>{{greeting}}</mj-text>
        ${paragraphs('paragraphs')}
        ${when('code', '<mj-text font-size="32px" font-weight="800" letter-spacing="6px" align="center"><span dir="ltr">{{code}}</span></mj-text>')}
        ${paragraphs('notes')}
        ${when('details.length', rows(eachRow('details', dir)))}
        ${button('{{button.href}}', '{{button.label}}', dir)}
        ${when('secondary', `<mj-text>${link('{{secondary.href}}', '{{secondary.label}}')}</mj-text>`)}
        <mj-text>${literal(t.signOff)}<br />${literal(t.team)}</mj-text>`,
  });
}

export function noticeText(view: NoticeView, language: Language = 'en'): string {
  const t = statusTexts[language];
  return textLayout([
    view.headline,
    '',
    view.greeting,
    '',
    ...view.paragraphs.flatMap((p) => [p, '']),
    ...(view.code ? [view.code, ''] : []),
    ...view.notes.flatMap((p) => [p, '']),
    ...view.details.map(({ label, value }) => `${label}: ${value}`),
    ...(view.details.length ? [''] : []),
    `${view.button.label}: ${view.button.href}`,
    ...(view.secondary ? [`${view.secondary.label}: ${view.secondary.href}`] : []),
    '',
    t.signOff,
    t.team,
  ], visitorTextFooter(view.why, view.links, mailTexts[language].footer));
}
