/**
 * An application's statuses (GET /api/applications/public/{applicationId}), without any schema
 * library, for the front ends' bundles: Created and Submitted (the spec's), then what the bank
 * reports (docs/partners.md): Approved, then Issued (a card) or Disbursed (a loan), or Declined, or
 * Reversed (an approval withdrawn).
 */
export const applicationStatuses = ['Created', 'Submitted', 'Approved', 'Declined', 'Issued', 'Disbursed', 'Reversed'] as const;

/** Whether the visitor has submitted the application: Submitted and every status after it. */
export const isSubmittedStatus = (status: string): boolean => status !== 'Created';
