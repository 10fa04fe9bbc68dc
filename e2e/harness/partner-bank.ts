/**
 * A bank as a partner: its postbacks to POST /api/partner/v1/conversions, signed with the secret
 * the console's Partners page gave it (docs/partners.md: X-Partner-Id, X-Partner-Signature).
 */
import { randomUUID } from 'node:crypto';
import { partnerIdHeader, partnerSignatureHeader, type ConversionRequest } from '@storefront/shared/contract';
import { signatureHeader } from '../../api/src/domain/partner-signature';

export interface PartnerBank {
  bankId: number;
  secret: string;
}

/** An RFC 3339 time `days` days before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Sends the bank's signed postback of the application's status; answers the API's status. */
export async function postConversion(apiUrl: string, bank: PartnerBank, event: Omit<ConversionRequest, 'eventId'>): Promise<number> {
  const body = JSON.stringify({ eventId: `evt_${randomUUID()}`, ...event });
  const answer = await fetch(`${apiUrl}/api/partner/v1/conversions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [partnerIdHeader]: String(bank.bankId),
      [partnerSignatureHeader]: signatureHeader(bank.secret, Math.floor(Date.now() / 1000), body),
    },
    body,
  });
  return answer.status;
}
