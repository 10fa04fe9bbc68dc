/**
 * Every word of the storefront's mails (spec section 7, "E-mails"). The spec gives the subjects,
 * what a body holds and the two promised delays; the sentences are the storefront's own. A
 * confirmation says what happened: the visitor started an application on the storefront and
 * finishes it on the partner's site; nobody has received or decided anything yet.
 */
import { bonusPaymentDays, estimatedProcessingTime, mailSubjects, supportReplyPromise } from '@storefront/shared/contract';

const productWord = { Card: 'card', Loan: 'loan' } as const;

export const confirmationTexts = {
  Card: {
    subject: mailSubjects.cardConfirmation,
    productLabel: 'Credit Card',
    ownFeaturesHeading: "The card's features",
  },
  Loan: {
    subject: mailSubjects.loanConfirmation,
    productLabel: 'Loan',
    ownFeaturesHeading: "The loan's features",
  },
  greeting: (name: string) => `Dear ${name},`,
  headline: (bank: string) => `You started an application with ${bank}`,
  preview: (bank: string) => `You started an application with ${bank}: finish it on their site.`,
  started: (product: string, bank: string) =>
    `Thank you for choosing the ${product} on the Cashback Storefront. You started an application with ${bank}; finish it on their site. ${bank} receives your application and decides on it once you have completed it there.`,
  finishButton: (bank: string) => `Finish your application on ${bank}'s site`,
  finishLinkLabel: 'Finish your application',
  detailsHeading: 'Your application',
  referenceLabel: 'Application ID',
  bankLabel: 'Bank',
  startedLabel: 'Started on',
  estimate: `Estimated processing time: ${estimatedProcessingTime}.`,
  estimateNote: (bank: string) => `It counts from when you finish your application on ${bank}'s site; ${bank} then writes to you directly.`,
  requestedHeading: 'What you asked for',
  requestedNote: 'The features you ranked on the storefront, most important first, and whether this card has them.',
  onProduct: { yes: 'this card has it', partly: 'this card has part of it', no: 'not on this card' },
  costsHeading: 'Key costs',
  costsNote: (bank: string) => `As ${bank} states them today. The figures in ${bank}'s offer to you are the ones that apply.`,
  loanHeading: 'Your loan offer',
  loanNote: (bank: string) => `The offer the storefront worked out from your answers. ${bank} confirms the final figures when it decides.`,
  bonusHeading: (bonus: string) => `Your ${bonus} bonus`,
  bonusSteps: (bonus: string, bank: string, type: 'Card' | 'Loan', reference: string) => [
    `Finish your application on ${bank}'s site: only an application ${bank} approves earns the free ${bonus} bonus.`,
    type === 'Card'
      ? `Once your card is approved, we pay your ${bonus} bonus onto the card within ${bonusPaymentDays} days of the approval. There is nothing to claim.`
      : `Once your loan is approved, we pay your ${bonus} bonus into the account your loan is paid into within ${bonusPaymentDays} days of the approval. There is nothing to claim.`,
    `Quote your application ID ${reference} whenever you write to us about it.`,
  ],
  bonusTerms: 'The conditions are in section 6 of our terms of service.',
  bonusTermsLinkLabel: 'Terms of service',
  supportHeading: 'Questions?',
  support: (bank: string, type: 'Card' | 'Loan') =>
    `${bank} answers questions about the ${productWord[type]} and your application on their site. For anything about the storefront or your bonus, write to us through Help & Support: our team aims to respond within ${supportReplyPromise}.`,
  supportLinkLabel: 'Help & Support',
  signOff: 'Kind regards,',
  team: 'The Cashback Storefront team',
  why: (type: 'Card' | 'Loan', date: string) =>
    `You are receiving this e-mail because you applied for a ${type === 'Card' ? 'credit card' : 'loan'} with this address on the Cashback Storefront on ${date}.`,
} as const;

export const helpTexts = {
  subject: mailSubjects.helpRequest,
  greeting: (name: string) => `Dear ${name},`,
  headline: 'We have received your request',
  received: `Thank you for contacting us. We have received your request, and our team aims to respond within ${supportReplyPromise}.`,
  summary: 'Here is a copy of what you sent us:',
  nameLabel: 'Name',
  emailLabel: 'Email',
  messageLabel: 'Message',
  signOff: 'Kind regards,',
  team: 'The Cashback Storefront team',
  why: 'You are receiving this e-mail because this address was given on the Help & Support form of the Cashback Storefront.',
} as const;

export const ticketTexts = {
  subject: (ticketId: number) => `Support ticket #${ticketId}: ${mailSubjects.helpRequest}`,
  heading: (ticketId: number) => `Support ticket #${ticketId}`,
  intro: (name: string) => `${name} sent a help request from the storefront. Reply to this e-mail to answer them; the reply goes to the address they gave.`,
  fromHeading: 'From',
  nameLabel: 'Name',
  emailLabel: 'Email',
  countryLabel: 'Country',
  languageLabel: 'Language',
  receivedLabel: 'Received',
  messageHeading: 'Message',
  promised: `The visitor was told to expect an answer within ${supportReplyPromise}.`,
  unknownLanguage: 'Not stated by the browser',
  why: 'Sent by the Cashback Storefront to its support inbox.',
} as const;

/** The footer every visitor's mail shares, after the reason it was sent. */
export const footerTexts = {
  noReply: 'This is an automated message and replies to it are not read. To reach us, use Help & Support on the storefront.',
  privacyLinkLabel: 'Privacy and terms',
  helpLinkLabel: 'Help & Support',
} as const;
