/**
 * The support desk's and the funnel's constants, schema-free for the front ends' bundles: what a
 * help request may be, a complaint's reference, and the storefront steps the funnel counts.
 */
import { APPLICATION_REFERENCE_ALPHABET, APPLICATION_REFERENCE_LENGTH } from './application-reference';

/** What the Help & Support form sends: a question or a complaint (a ticket of its own kind with a reference). */
export const helpRequestKinds = ['help', 'complaint'] as const;
export type HelpRequestKind = (typeof helpRequestKinds)[number];

/** A complaint's reference, given to the visitor, e.g. CP-7KQ4M2XD (the application reference's alphabet). */
export const COMPLAINT_REFERENCE_PREFIX = 'CP-';
export const complaintReferencePattern = `^${COMPLAINT_REFERENCE_PREFIX}[${APPLICATION_REFERENCE_ALPHABET}]{${APPLICATION_REFERENCE_LENGTH}}$`;

/** A ticket's life: new until support answers it, closed by support. */
export const ticketStatuses = ['new', 'answered', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** The most a note or a reply of support may hold. */
export const ticketEntryMaxLength = 5000;

/**
 * The storefront's steps the funnel counts from the visitor's browser, sent only when their cookie
 * settings allow Performance: the consent given, then each wizard step reached (0 to 4). Apply,
 * approved and bonus paid come from applications and partner events.
 */
export const funnelSteps = ['consent', 'step0', 'step1', 'step2', 'step3', 'step4'] as const;
export type FunnelStep = (typeof funnelSteps)[number];
