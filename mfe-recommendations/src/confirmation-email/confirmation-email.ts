import { escapeHtml, sendEmail, type EmailAccepted, type ProductType } from '@storefront/shared';
import { emailMessages as m } from '../messages';

export interface ConfirmationDetails {
  kind: ProductType;
  to: string;
  customerName: string;
  applicationId: number;
  /** The card's or the loan's name. */
  productName: string;
  /** The features the visitor selected (for a loan, the offer's features). */
  features: string[];
}

export function confirmationSubject(kind: ProductType): string {
  return kind === 'Loan' ? m.loanSubject : m.cardSubject;
}

const row = (label: string, value: string) =>
  `<tr><td style="padding: 4px 12px 4px 0; font-weight: bold">${escapeHtml(label)}</td>` +
  `<td style="padding: 4px 0">${escapeHtml(value)}</td></tr>`;

/** The HTML body; every value is escaped, none is trusted markup. */
export function confirmationBody(details: ConfirmationDetails): string {
  const { kind, customerName, applicationId, productName, features } = details;
  const featureList = features.length
    ? `<p style="margin: 16px 0 4px 0; font-weight: bold">${escapeHtml(m.selectedFeatures)}</p>` +
      `<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`
    : '';
  return (
    `<div style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">` +
    `<p>${escapeHtml(m.greeting(customerName))}</p>` +
    `<p>${escapeHtml(kind === 'Loan' ? m.loanReceived : m.cardReceived)}</p>` +
    `<table role="presentation">` +
    row(m.applicationId, String(applicationId)) +
    row(kind === 'Loan' ? m.loanName : m.cardName, productName) +
    `</table>` +
    featureList +
    `<p>${escapeHtml(m.estimate)}</p>` +
    `<p>${escapeHtml(m.partnerNote)}</p>` +
    `<p>${escapeHtml(m.signOff)}<br>${escapeHtml(m.team)}</p>` +
    `</div>`
  );
}

export function sendConfirmationEmail(details: ConfirmationDetails): Promise<EmailAccepted> {
  return sendEmail({
    to: details.to,
    containImages: false,
    subject: confirmationSubject(details.kind),
    body: confirmationBody(details),
  });
}
