/**
 * The storefront's mails, rendered by the API from its own templates and stored data. Each MJML
 * template becomes e-mail HTML once, when the renderer is created (compiled at build time, see
 * mjml-html.ts); each mail is then a Handlebars fill of that HTML, where every value is escaped.
 * Text a visitor typed never passes through MJML and never becomes markup or a link (see defang.ts).
 */
import Handlebars from 'handlebars';
import { languages, type Language } from '@storefront/shared/contract';
import type { CountryCode, ProductType } from '../domain/types.js';
import { mailTexts, ticketTexts } from './texts.js';
import { defang } from './defang.js';
import { mailLinks } from './templates/layout.js';
import { confirmationMjml, confirmationText, type ConfirmationView, type LabelledValue } from './templates/confirmation.js';
import { helpMjml, helpText } from './templates/help.js';
import { ticketMjml, ticketText } from './templates/ticket.js';
import { noticeMjml, noticeText, type NoticeView } from './templates/notice.js';
import { statusTexts } from './status-texts.js';
import { supportTexts } from './support-texts.js';
import { browserLanguages } from './languages.js';
import { mailFormat } from './local-format.js';
import { mjmlToHtml } from './mjml-html.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface RequestedFeature {
  /** 'Cashback (Cashback on groceries)': a ranked feature with the sub-features picked under it. */
  name: string;
  onProduct: 'yes' | 'partly' | 'no';
}

export interface ConfirmationMail extends ApplicationNewsMail {
  type: ProductType;
  /** Where the visitor finishes the application: the product's routingUrl from the catalog. */
  partnerUrl: string;
  startedAt: Date;
  /** The product's own features, from the catalog. */
  ownFeatures: string[];
  /** A card: the visitor's ranked picks, most important first; a loan: none. */
  requested: RequestedFeature[];
  /** A loan: the offer's amount, tenure, rate, fee and instalment, labelled and formatted (in `language`); a card: none. */
  loanTerms: LabelledValue[];
  /** The product's other Key Facts: its key costs, labelled and formatted. */
  costs: LabelledValue[];
  /** The market's bonus, or null where it promises none; paid within its lock period (days) of the approval. */
  bonus: { amount: number; currency: string; lockDays: number } | null;
}

export interface HelpMail {
  /** The language the visitor used the storefront in: the confirmation is written in it. */
  language: Language;
  /** Typed by the visitor, as is the message. */
  name: string;
  email: string;
  message: string;
}

export interface TicketMail extends HelpMail {
  ticketId: number;
  country: CountryCode;
  receivedAt: Date;
  /** The request's Accept-Language header, as the visitor's browser sent it. */
  acceptLanguage: string | undefined;
}

/** A complaint's receipt: the help request's confirmation, with the reference the visitor quotes. */
export interface ComplaintMail extends HelpMail {
  reference: string;
}

/** Support's reply to a help request or a complaint, in the language the visitor wrote in. */
export interface SupportReplyMail {
  language: Language;
  /** Typed by the visitor. */
  name: string;
  /** A complaint's reference; null for a help request. */
  reference: string | null;
  /** Written by support, plain text. */
  reply: string;
}

/** The tracking code mail: in the application's language. */
export interface TrackingCodeMail {
  language: Language;
  reference: string;
  code: string;
}

/** What every mail about an application's news names: written in the application's language. */
export interface ApplicationNewsMail {
  /** The language the application was made in: the mail is written in it. */
  language: Language;
  country: CountryCode;
  /** Typed by the visitor. */
  customerName: string;
  /** The application's reference (SF-XXXXXXXX). */
  reference: string;
  productName: string;
  bankName: string;
}

export interface ApprovedMail extends ApplicationNewsMail {
  /** The bonus recorded with the approval and the day it is paid from at the earliest; null without one. */
  bonus: { amount: number; currency: string; payableFrom: Date } | null;
}

export interface DeclinedMail extends ApplicationNewsMail {
  /** The bank's reason, when it gave one. */
  reason: string | null;
}

export interface BonusPaidMail extends ApplicationNewsMail {
  bonus: { amount: number; currency: string };
  paidAt: Date;
}

export interface MailRendererOptions {
  /** The storefront's public address, for the links to its pages. */
  storefrontUrl: string;
}

const handlebars = Handlebars.create();
/** Free text with its line breaks kept: each line escaped, joined by <br>. */
handlebars.registerHelper('multiline', (text: string) =>
  new handlebars.SafeString(text.split('\n').map((line) => handlebars.escapeExpression(line)).join('<br />')),
);

function compile(mjml: string): Handlebars.TemplateDelegate {
  return handlebars.compile(mjmlToHtml(mjml), { strict: true });
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const receivedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A template in each language. */
function perLanguage(mjml: (language: Language) => string): Record<Language, string> {
  return Object.fromEntries(languages.map((language) => [language, mjml(language)])) as Record<Language, string>;
}

/** The MJML of every mail the API sends, by mail and language. */
function mailTemplates() {
  return {
    Card: perLanguage((language) => confirmationMjml('Card', language)),
    Loan: perLanguage((language) => confirmationMjml('Loan', language)),
    help: perLanguage(helpMjml),
    ticket: ticketMjml(),
    notice: perLanguage(noticeMjml),
  };
}

/** Every template's MJML, for the build to compile (mjml-html.ts). */
export function allMailTemplates(): string[] {
  const { ticket, ...localized } = mailTemplates();
  return [ticket, ...Object.values(localized).flatMap((byLanguage) => Object.values(byLanguage))];
}

const compileEach = (byLanguage: Record<Language, string>) =>
  Object.fromEntries(Object.entries(byLanguage).map(([language, mjml]) => [language, compile(mjml)])) as Record<Language, Handlebars.TemplateDelegate>;

export function createMailRenderer({ storefrontUrl }: MailRendererOptions) {
  const links = mailLinks(storefrontUrl);
  const sources = mailTemplates();
  const templates = {
    Card: compileEach(sources.Card),
    Loan: compileEach(sources.Loan),
    help: compileEach(sources.help),
    ticket: compile(sources.ticket),
    notice: compileEach(sources.notice),
  };

  const notice = (language: Language, view: Omit<NoticeView, 'links' | 'greeting'> & { greeting?: string }): RenderedMail => {
    const full: NoticeView = { greeting: '', ...view, links };
    return { subject: view.subject, html: templates.notice[language](full), text: noticeText(full, language) };
  };
  /** The application's news: greeting, the details rows and the link to the Track my application page. */
  const news = (mail: ApplicationNewsMail) => {
    const t = statusTexts[mail.language];
    return {
      t,
      format: mailFormat(mail.language, mail.country),
      greeting: t.greeting(defang(mail.customerName)),
      details: [
        { label: t.referenceLabel, value: mail.reference },
        { label: t.productLabel, value: mail.productName },
        { label: t.bankLabel, value: mail.bankName },
      ],
      button: { href: links.track, label: t.trackButton },
      why: t.why,
    };
  };

  return {
    confirmation(mail: ConfirmationMail): RenderedMail {
      const t = mailTexts[mail.language].confirmation;
      const format = mailFormat(mail.language, mail.country);
      const bank = mail.bankName;
      const bonus = mail.bonus && mail.bonus.amount > 0 ? format.amount(mail.bonus.amount, mail.bonus.currency) : null;
      const view: ConfirmationView = {
        greeting: t.greeting(defang(mail.customerName)),
        headline: t.headline(bank),
        preview: t.preview(bank),
        started: t.started(mail.productName, bank),
        finishButton: t.finishButton(bank),
        partnerUrl: mail.partnerUrl,
        details: [
          { label: t.referenceLabel, value: mail.reference },
          { label: t.bankLabel, value: bank },
          { label: t[mail.type].productLabel, value: mail.productName },
          { label: t.startedLabel, value: format.day(mail.startedAt) },
        ],
        estimateNote: t.estimateNote(bank),
        ownFeatures: mail.ownFeatures,
        requested: mail.requested.map((r) => `${r.name}: ${t.onProduct[r.onProduct]}`),
        loanTerms: mail.loanTerms,
        loanNote: t.loanNote(bank),
        costs: mail.costs,
        costsNote: t.costsNote(bank),
        bonus: bonus ? { heading: t.bonusHeading(bonus), steps: t.bonusSteps(bonus, bank, mail.type, mail.reference, mail.bonus!.lockDays) } : null,
        support: t.support(bank, mail.type),
        why: t.why(mail.type, format.day(mail.startedAt)),
        links,
      };
      return {
        subject: t[mail.type].subject,
        html: templates[mail.type][mail.language](view),
        text: confirmationText(mail.type, view, mail.language),
      };
    },

    help(mail: HelpMail): RenderedMail {
      const name = defang(mail.name);
      const t = mailTexts[mail.language].help;
      const view = { name, email: mail.email, message: defang(mail.message), greeting: t.greeting(name), links };
      return { subject: t.subject, html: templates.help[mail.language](view), text: helpText(view, mail.language) };
    },

    trackingCode(mail: TrackingCodeMail): RenderedMail {
      const t = statusTexts[mail.language];
      return notice(mail.language, {
        subject: t.code.subject, preview: t.code.headline, headline: t.code.headline,
        paragraphs: [t.code.intro(mail.reference)], code: mail.code, notes: [t.code.validity], details: [],
        button: { href: links.track, label: t.trackButton }, secondary: null, why: t.code.why,
      });
    },

    approved(mail: ApprovedMail): RenderedMail {
      const { t, format, ...common } = news(mail);
      const a = t.approved;
      const bonus = mail.bonus ? a.bonus(format.amount(mail.bonus.amount, mail.bonus.currency), format.day(mail.bonus.payableFrom)) : null;
      return notice(mail.language, {
        ...common, subject: a.subject(mail.bankName), preview: a.headline(mail.bankName), headline: a.headline(mail.bankName),
        paragraphs: [a.body(mail.productName, mail.bankName), ...(bonus ? [bonus] : [])], code: null, notes: [a.track], secondary: null,
      });
    },

    declined(mail: DeclinedMail): RenderedMail {
      const { t, format: _format, ...common } = news(mail);
      const d = t.declined;
      const reason = mail.reason ? defang(mail.reason) : null;
      return notice(mail.language, {
        ...common, subject: d.subject(mail.bankName), preview: d.headline(mail.bankName), headline: d.headline(mail.bankName),
        paragraphs: [d.body(mail.productName, mail.bankName), ...(reason ? [d.reason(reason)] : [])], code: null, notes: [d.others],
        secondary: { href: links.home, label: d.othersButton },
      });
    },

    bonusPaid(mail: BonusPaidMail): RenderedMail {
      const { t, format, ...common } = news(mail);
      const bonus = format.amount(mail.bonus.amount, mail.bonus.currency);
      const p = t.bonusPaid;
      return notice(mail.language, {
        ...common, subject: p.subject, preview: p.headline(bonus), headline: p.headline(bonus),
        paragraphs: [p.body(bonus, mail.productName, mail.bankName, format.day(mail.paidAt))], code: null, notes: [], secondary: null,
      });
    },

    complaintReceived(mail: ComplaintMail): RenderedMail {
      const t = supportTexts[mail.language];
      const greeting = statusTexts[mail.language].greeting(defang(mail.name));
      return notice(mail.language, {
        subject: t.complaint.subject(mail.reference), preview: t.complaint.headline, headline: t.complaint.headline, greeting,
        paragraphs: [t.complaint.received(mail.reference)], code: null, notes: [t.complaint.quote],
        details: [{ label: t.referenceLabel, value: mail.reference }, { label: t.messageLabel, value: defang(mail.message) }],
        button: { href: links.help, label: t.helpButton }, secondary: null, why: mailTexts[mail.language].help.why,
      });
    },

    supportReply(mail: SupportReplyMail): RenderedMail {
      const t = supportTexts[mail.language];
      const subject = mail.reference ? t.reply.subject.complaint(mail.reference) : t.reply.subject.help;
      const headline = mail.reference ? t.reply.headline.complaint : t.reply.headline.help;
      return notice(mail.language, {
        subject, preview: headline, headline, greeting: statusTexts[mail.language].greeting(defang(mail.name)),
        paragraphs: mail.reply.split(/\n+/).map((line) => line.trim()).filter(Boolean), code: null,
        notes: [t.reply.more], details: mail.reference ? [{ label: t.referenceLabel, value: mail.reference }] : [],
        button: { href: links.help, label: t.helpButton }, secondary: null, why: mailTexts[mail.language].help.why,
      });
    },

    ticket(mail: TicketMail): RenderedMail {
      const name = defang(mail.name);
      const browser = browserLanguages(mail.acceptLanguage);
      const view = {
        ticketId: mail.ticketId,
        heading: ticketTexts.heading(mail.ticketId),
        subject: ticketTexts.subject(mail.ticketId),
        intro: ticketTexts.intro(name),
        name,
        email: mail.email,
        country: countryNames.of(mail.country.toUpperCase()) ?? mail.country.toUpperCase(),
        language: ticketTexts.storefrontLanguage(
          `${languageNames.of(mail.language) ?? mail.language} [${mail.language}]`,
          browser.length ? browser.join(', ') : ticketTexts.unknownLanguage,
        ),
        received: `${receivedFormat.format(mail.receivedAt)} UTC`,
        message: defang(mail.message),
      };
      return { subject: view.subject, html: templates.ticket(view), text: ticketText(view) };
    },
  };
}

export type MailRenderer = ReturnType<typeof createMailRenderer>;
