import type { ApplicationDetail } from '@storefront/shared/contract';

/** A submitted UAE card application's page, as GET /applications/:reference answers it, its visitor masked. */
export function applicationDetail(application: Partial<ApplicationDetail['application']> = {}): ApplicationDetail {
  return {
    application: {
      reference: 'SF-7KQ4M2XD',
      market: 'ae',
      type: 'Card',
      status: 'Submitted',
      productName: 'Cashback Card',
      partner: 'Emirates NBD',
      createdAt: '2026-12-01T09:00:00.000Z',
      submittedAt: '2026-12-01T09:10:00.000Z',
      visitor: { name: 'S*** K***', email: 's***@e***.ae', mobileNumber: '+97150*****67' },
      ...application,
    },
    answers: [],
    ranking: [],
    partnerEvents: [],
    bonus: null,
    mails: [],
  };
}
