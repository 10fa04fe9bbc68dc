/**
 * The application confirmation (spec section 7), for a card and for a loan: what the visitor
 * started and with whom, the link to finish it on the partner's site, the product's own features
 * and key figures, what a card visitor asked for, the bonus and how it is paid, and whom to ask.
 */
import type { Language } from '@storefront/shared/contract';
import { mailTexts } from '../texts.js';
import {
  button, directionOf, eachRow, heading, layout, link, list, listIndent, literal, rows, textHeading, textLayout, visitorTextFooter,
  type MailLinks,
} from './layout.js';

export interface LabelledValue {
  label: string;
  value: string;
}

export interface ConfirmationView {
  greeting: string;
  headline: string;
  preview: string;
  started: string;
  finishButton: string;
  /** The partner's page where the application is finished (the product's routingUrl, https). */
  partnerUrl: string;
  /** Application ID, bank, product, date started. */
  details: LabelledValue[];
  estimateNote: string;
  /** The product's own features, from the catalog. */
  ownFeatures: string[];
  /** A card: each ranked pick with whether the card has it ('Cashback: this card has it'); a loan: none. */
  requested: string[];
  /** A loan: amount, tenure, rate, fee and instalment of the offer; a card: none. */
  loanTerms: LabelledValue[];
  loanNote: string;
  /** The product's key costs (none when the catalog states none). */
  costs: LabelledValue[];
  costsNote: string;
  /** The bonus heading and steps, or null where the market promises no bonus. */
  bonus: { heading: string; steps: string[] } | null;
  support: string;
  why: string;
  links: MailLinks;
}

/** Optional blocks: Handlebars conditionals between MJML elements pass through MJML untouched. */
const when = (condition: string, mjml: string) => `<mj-raw>{{#if ${condition}}}</mj-raw>${mjml}<mj-raw>{{/if}}</mj-raw>`;

/** The confirmation of a card or a loan in `language`, right to left in Arabic and Urdu. */
export function confirmationMjml(type: 'Card' | 'Loan', language: Language = 'en'): string {
  const t = mailTexts[language].confirmation;
  const own = t[type];
  const dir = directionOf(language);
  return layout({
    language,
    footerTexts: mailTexts[language].footer,
    title: literal(own.subject),
    preview: '{{preview}}',
    footer: { why: '{{why}}', visitor: true },
    body: `
        <mj-text font-size="22px" font-weight="700" line-height="1.3">{{headline}}</mj-text>
        <mj-text>{{greeting}}</mj-text>
        <mj-text>{{started}}</mj-text>
        ${button('{{partnerUrl}}', '{{finishButton}}', dir)}
        ${heading(literal(t.detailsHeading))}
        ${rows(eachRow('details', dir))}
        <mj-text>${literal(t.estimate)} {{estimateNote}}</mj-text>
        ${when('loanTerms.length', `${heading(literal(t.loanHeading))}
        ${rows(eachRow('loanTerms', dir))}
        <mj-text font-size="14px">{{loanNote}}</mj-text>`)}
        ${when('ownFeatures.length', `${heading(literal(own.ownFeaturesHeading))}
        ${list('ownFeatures', dir)}`)}
        ${when('requested.length', `${heading(literal(t.requestedHeading))}
        <mj-text font-size="14px">${literal(t.requestedNote)}</mj-text>
        ${list('requested', dir)}`)}
        ${when('costs.length', `${heading(literal(t.costsHeading))}
        ${rows(eachRow('costs', dir))}
        <mj-text font-size="14px">{{costsNote}}</mj-text>`)}
        ${when('bonus', `${heading('{{bonus.heading}}')}
        <mj-text><ol style="${listIndent(dir)}">{{#each bonus.steps}}<li style="margin:0 0 4px 0">{{this}}</li>{{/each}}</ol></mj-text>
        <mj-text font-size="14px">${literal(t.bonusTerms)} ${link('{{links.terms}}', literal(t.bonusTermsLinkLabel))}</mj-text>`)}
        ${heading(literal(t.supportHeading))}
        <mj-text>{{support}} ${link('{{links.help}}', literal(t.supportLinkLabel))}</mj-text>
        <mj-text>${literal(t.signOff)}<br />${literal(t.team)}</mj-text>`,
  });
}

const labelled = (items: readonly LabelledValue[]) => items.map(({ label, value }) => `${label}: ${value}`);
const bulleted = (items: readonly string[]) => items.map((item) => `- ${item}`);

export function confirmationText(type: 'Card' | 'Loan', view: ConfirmationView, language: Language = 'en'): string {
  const t = mailTexts[language].confirmation;
  const own = t[type];
  const section = (title: string, lines: string[]) => (lines.length ? ['', ...textHeading(title), ...lines] : []);
  return textLayout([
    view.headline,
    '',
    view.greeting,
    '',
    view.started,
    '',
    `${t.finishLinkLabel}: ${view.partnerUrl}`,
    ...section(t.detailsHeading, labelled(view.details)),
    '',
    `${t.estimate} ${view.estimateNote}`,
    ...section(t.loanHeading, view.loanTerms.length ? [...labelled(view.loanTerms), '', view.loanNote] : []),
    ...section(own.ownFeaturesHeading, bulleted(view.ownFeatures)),
    ...section(t.requestedHeading, view.requested.length ? [t.requestedNote, ...bulleted(view.requested)] : []),
    ...section(t.costsHeading, view.costs.length ? [...labelled(view.costs), '', view.costsNote] : []),
    ...section(view.bonus?.heading ?? '', view.bonus ? [
      ...view.bonus.steps.map((step, i) => `${i + 1}. ${step}`), '', `${t.bonusTerms} ${view.links.terms}`,
    ] : []),
    ...section(t.supportHeading, [`${view.support} ${view.links.help}`]),
    '',
    t.signOff,
    t.team,
  ], visitorTextFooter(view.why, view.links, mailTexts[language].footer));
}
