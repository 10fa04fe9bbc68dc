import type {
  ApplicationStatus, ApplicationTimeline, BonusNoneReason, TimelineBonus, TimelineEvent, TimelineStatus,
} from '@storefront/shared/contract';
import type { TimelineSource } from '../db/repositories/tracking.js';

/**
 * An application's timeline as the visitor sees it: Submitted, then each change the bank reported
 * in the order it happened (a repeat of the same status shown once), the bank's reason where it
 * gave one, and the bonus with its state.
 */

/** The status a bank's event takes the application to: an issued loan is Disbursed. */
const statusOfEvent = (status: string, productType: 'Card' | 'Loan'): TimelineStatus =>
  status === 'issued' ? (productType === 'Loan' ? 'Disbursed' : 'Issued') : ((status[0].toUpperCase() + status.slice(1)) as TimelineStatus);

/** The reason in the body a bank sent, when it is a non-empty string. */
export function reasonIn(body: string): string | undefined {
  try {
    const reason = (JSON.parse(body) as { reason?: unknown }).reason;
    return typeof reason === 'string' && reason.trim() ? reason.trim() : undefined;
  } catch {
    return undefined;
  }
}

function eventsOf(source: TimelineSource): TimelineEvent[] {
  const events: TimelineEvent[] = [{ status: 'Submitted', at: source.submittedAt.toISOString() }];
  for (const event of source.events) {
    const status = statusOfEvent(event.status, source.productType);
    if (status === events[events.length - 1].status) continue;
    const reason = reasonIn(event.body);
    events.push({ status, at: event.occurredAt.toISOString(), ...(reason ? { reason } : {}) });
  }
  return events;
}

function noneReasonOf(source: TimelineSource): BonusNoneReason {
  if (!source.promisedBonus?.amount) return 'not-offered';
  if (source.status === 'Declined') return 'declined';
  if (source.status === 'Reversed') return 'reversed';
  return source.status === 'Submitted' ? 'not-yet-approved' : 'not-offered';
}

function bonusOf(source: TimelineSource): TimelineBonus {
  const { bonus } = source;
  if (!bonus) {
    return {
      state: 'none', amount: source.promisedBonus?.amount ?? 0, currency: source.promisedBonus?.currency ?? source.marketCurrency,
      noneReason: noneReasonOf(source),
    };
  }
  const base = { state: bonus.state, amount: bonus.amount, currency: bonus.currency };
  if (bonus.state === 'pending') return { ...base, pendingUntil: bonus.lockUntil.toISOString() };
  if (bonus.state === 'paid' && bonus.paidAt) return { ...base, paidAt: bonus.paidAt.toISOString() };
  return base;
}

export function timelineOf(source: TimelineSource): ApplicationTimeline {
  return {
    reference: source.reference,
    productType: source.productType,
    productName: source.productName,
    bankName: source.bankName,
    country: source.country,
    status: source.status as ApplicationStatus,
    events: eventsOf(source),
    bonus: bonusOf(source),
  };
}
