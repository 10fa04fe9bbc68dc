import { mailSubjects, sendEmail, type EmailAccepted, type MailSubject, type ProductType } from '@storefront/shared';

export interface ConfirmationDetails {
  kind: ProductType;
  /** The customer's address, as given at step 0. */
  to: string;
}

export function confirmationSubject(kind: ProductType): MailSubject {
  return kind === 'Loan' ? mailSubjects.loanConfirmation : mailSubjects.cardConfirmation;
}

/**
 * The spec's confirmation call. The API writes the mail itself, from the submitted application
 * and the catalog (the reference, the bank and product with a link to finish on the bank's site,
 * the product's own features and costs, what the visitor ranked, a loan's figures, the bonus, the
 * processing time), so the body is only the subject again.
 */
export function sendConfirmationEmail({ kind, to }: ConfirmationDetails): Promise<EmailAccepted> {
  const subject = confirmationSubject(kind);
  return sendEmail({ to, containImages: false, subject, body: subject });
}
