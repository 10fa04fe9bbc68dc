import type { ApplicationStatus, PartnerEventStatus, ProductType } from '@storefront/shared/contract';

/**
 * An application's life after it is Submitted, as its bank reports it (docs/partners.md):
 *
 *   Submitted -approved-> Approved -issued-> Issued (a card) / Disbursed (a loan)
 *   Submitted -declined-> Declined -approved-> Approved (the bank reconsidered)
 *   Submitted -issued-> Issued (the approval is implied)
 *   Approved, Issued -reversed-> Reversed (final)
 *
 * The same status again is no change. Events are applied in the order they happened at the bank
 * (occurredAt), whatever order they arrive in; a sequence with any other step is impossible.
 */
export type PartnerState = 'Submitted' | 'Approved' | 'Declined' | 'Issued' | 'Reversed';

const transitions: Record<PartnerState, Partial<Record<PartnerEventStatus, PartnerState>>> = {
  Submitted: { approved: 'Approved', declined: 'Declined', issued: 'Issued' },
  Approved: { approved: 'Approved', issued: 'Issued', reversed: 'Reversed' },
  Declined: { declined: 'Declined', approved: 'Approved' },
  Issued: { issued: 'Issued', reversed: 'Reversed' },
  Reversed: { reversed: 'Reversed' },
};

const approvedStates: ReadonlySet<PartnerState> = new Set(['Approved', 'Issued']);

export interface TimedEvent {
  status: PartnerEventStatus;
  occurredAt: Date;
}

export interface Lifecycle {
  state: PartnerState;
  /** When the bank approved the application (the event that first took it to Approved or Issued), if it did. */
  approvedAt: Date | null;
}

/**
 * The application's state after `events`, sorted by occurredAt (a stable sort: events of the same
 * time keep the order given, the order they were received in); null when the sequence is impossible.
 */
export function lifecycleOf(events: readonly TimedEvent[]): Lifecycle | null {
  const ordered = events.map((e, i) => ({ e, i })).sort((a, b) => a.e.occurredAt.getTime() - b.e.occurredAt.getTime() || a.i - b.i);
  let state: PartnerState = 'Submitted';
  let approvedAt: Date | null = null;
  for (const { e } of ordered) {
    const next: PartnerState | undefined = transitions[state][e.status];
    if (!next) return null;
    if (approvedAt === null && approvedStates.has(next)) approvedAt = e.occurredAt;
    state = next;
  }
  return { state, approvedAt };
}

/** The status the API answers for a state: an issued loan is Disbursed. */
export function applicationStatusOf(state: PartnerState, productType: ProductType): ApplicationStatus {
  return state === 'Issued' && productType === 'Loan' ? 'Disbursed' : state;
}
