/**
 * Every text the support remote shows or sends (English now, so that Arabic and Urdu can follow).
 * Texts the spec words (sections 2, 5, 7, 8) are copied from it word for word; the rest is ours.
 */
import { mailSubjects, supportReplyPromise } from '@storefront/shared';

export const messages = {
  helpAndSupport: {
    title: 'Help & Support',
    intro:
      'Have a question about a card, a loan or your application? Send us a message and our team will get back to you.',
    fullNameLabel: 'Full Name',
    fullNamePlaceholder: 'Enter your full name',
    emailLabel: 'Email',
    emailPlaceholder: 'Enter your email',
    messageLabel: 'Message',
    messagePlaceholder: 'How can we help you?',
    agreementPrefix: 'I agree to the ',
    privacyPolicyLink: 'Privacy Policy',
    agreementJoin: ' and ',
    termsLink: 'Terms of Service',
    backToHome: 'Back to Home',
    submit: 'Submit',
    /** When sending fails: the reason in the words of spec section 8, what was typed kept. */
    sendFailedTitle: 'Your message could not be sent',
    sendFailedText: (reason: string) => `${reason}. What you typed is kept: please try again.`,
    tryAgain: 'Try again',
  },
  /** Spec section 5, "Support form". */
  supportErrors: {
    fullNameRequired: 'Please enter your full name',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Please enter a valid email',
    messageRequired: 'Please enter your message',
    agreementRequired: 'Please agree to the terms',
  },
  /** Spec section 2: the inquiry was submitted, and the 2-3 business days promise. */
  supportSuccess: {
    title: 'Inquiry Submitted',
    body: `Your inquiry has been submitted successfully. Our team aims to respond within ${supportReplyPromise}.`,
    ok: 'Ok',
  },
  /** Spec section 7, "E-mails": the help request confirmation's subject; the API writes the mail (api/src/mail). */
  helpRequestEmail: {
    subject: mailSubjects.helpRequest,
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    close: 'Close',
    loading: 'Loading the privacy policy',
    loadFailed: 'The privacy policy could not be loaded. Please try again later.',
    retry: 'Try again',
  },
  termsOfService: {
    title: 'Terms of Service',
    back: 'Back',
    agreeAndContinue: 'Agree and Continue',
    loading: 'Loading the terms of service',
    /** Spec section 8: 'Loading chunk ... failed', naming the chunk. */
    loadFailed: (chunk: string) => `Loading chunk ${chunk} failed`,
    retry: 'Try again',
    // Not worded by the spec: the table of contents.
    contents: 'Contents',
    backToContents: 'Back to contents',
  },
} as const;
