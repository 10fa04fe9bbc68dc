import { request } from '../client';
import type { ContactConsent, Language, LoanRequest, PublicId } from '../../contract';

/** Stores the amount the visitor asks to borrow (step 2, before the offers); answers the most on offer and why none fits. */
export function putLoanRequest(applicationId: PublicId, amount: number, language?: Language): Promise<LoanRequest> {
  return request('PUT', `/api/loan-requests/public/${applicationId}`, { body: { amount }, withAccessToken: true, language });
}

/** Stores whether the visitor agrees to be contacted when a product fits them (the no-product dialog's tick-box). */
export function putContactConsent(applicationId: PublicId, consent: boolean): Promise<ContactConsent> {
  return request('PUT', `/api/contact-consents/public/${applicationId}`, { body: { consent }, withAccessToken: true });
}
