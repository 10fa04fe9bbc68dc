import type { ConversionRequest, PostbackOutcome } from '@storefront/shared/contract';
import type { Db } from '../db/client.js';
import { lockNaturalKey } from '../db/repositories/locks.js';
import {
  answeredEvent, appliedEvents, lockApplicationByReference, recordEvent, setApplicationStatus, type StoredAnswer,
} from '../db/repositories/partner-events.js';
import { ensureBonus, reverseBonus, type ReversalEffect } from '../db/repositories/bonuses.js';
import { applicationStatusOf, lifecycleOf } from '../domain/application-lifecycle.js';
import { ProblemError } from '../plugins/app/problem-error.js';
import { bonusOfApplication } from '../db/repositories/bonuses.js';
import { recordPostback } from '../db/repositories/partner-postbacks.js';
import type { MailContext } from '../mail/context.js';
import { newsOf, queueApproved, queueDeclined } from '../mail/status-mails.js';

/**
 * A bank's postback, authenticated already: applied once per event id (a repeat gets the first
 * answer and changes nothing), in the order the events happened at the bank, and stored with its
 * answer for audit. The application's row lock orders the events of one application; the event
 * id's lock orders the repeats of one event. Every call is listed with its outcome (accepted,
 * duplicate, refused and why) for the console.
 */

export interface Conversion {
  bankId: number;
  signedAt: Date;
  /** The body exactly as received (what was signed). */
  rawBody: string;
  event: ConversionRequest;
  /** The bank's postback (the default) or a row of its reconciliation file. */
  via?: 'postback' | 'reconciliation';
}

export interface ConversionResult {
  answer: StoredAnswer;
  /** Whether this call applied the event (not a repeat, not refused). */
  applied: boolean;
  /** Whether applying it changed the application's status. */
  changed?: boolean;
  /** A problem answer's error, for the error handler to send. */
  problem?: ProblemError;
  reversal?: ReversalEffect;
  replayed: boolean;
}

const problemAnswer = (error: ProblemError): StoredAnswer => ({
  status: error.status,
  body: { code: error.code, title: error.title, detail: error.detail, slug: error.slug },
});

/** The problem a stored problem answer was made from, to answer a repeat the same way. */
export function storedProblem(answer: StoredAnswer): ProblemError {
  const { code, title, detail, slug } = answer.body as { code: ProblemError['code']; title: string; detail: string; slug: string };
  return new ProblemError(answer.status, code, title, detail, slug);
}

/** The same for a reference that does not exist and one of another bank's: nothing tells them apart. */
const unknownReference = () =>
  new ProblemError(404, 'partner.reference-not-found', 'Not Found', "The reference is not one of this partner's applications.", 'not-found');

const impossible = (status: string) =>
  new ProblemError(409, 'partner.transition-impossible', 'Impossible transition',
    `The application's events, in the order they happened, do not allow ${status} at that time.`);

/**
 * With `mail`, the visitor's news is queued with the event that causes it, once per application
 * and kind: approved (once the bank has approved it, unless reversed), declined.
 */
export async function receiveConversion(db: Db, conversion: Conversion, mail?: MailContext): Promise<ConversionResult> {
  const { bankId, signedAt, rawBody, event } = conversion;
  const [news] = mail ? await newsOf(mail, { reference: event.reference }) : [];
  return db.transaction(async (tx) => {
    await lockNaturalKey(tx, `partner-event:${bankId}:${event.eventId}`);
    const listed = (outcome: PostbackOutcome, answerStatus: number, reason?: string) =>
      recordPostback(tx, {
        bankId, via: conversion.via ?? 'postback', eventId: event.eventId, reference: event.reference, status: event.status,
        outcome, answerStatus, reason,
      });
    const earlier = await answeredEvent(tx, bankId, event.eventId);
    if (earlier) {
      await listed('duplicate', earlier.status);
      return { answer: earlier, applied: false, replayed: true, problem: earlier.status === 200 ? undefined : storedProblem(earlier) };
    }

    const occurredAt = new Date(event.occurredAt);
    const record = (answer: StoredAnswer, applicationId: number | null) =>
      recordEvent(tx, { bankId, eventId: event.eventId, signedAt, body: rawBody, applicationId, status: event.status, occurredAt, answer });
    const refuse = async (error: ProblemError, applicationId: number | null): Promise<ConversionResult> => {
      const answer = problemAnswer(error);
      await record(answer, applicationId);
      await listed('refused', error.status, error.detail);
      return { answer, applied: false, replayed: false, problem: error };
    };

    const application = await lockApplicationByReference(tx, event.reference);
    if (!application || application.bankId !== bankId || (event.productId !== undefined && event.productId !== application.productId)) {
      return refuse(unknownReference(), null);
    }
    const lifecycle = lifecycleOf([...await appliedEvents(tx, application.id), { status: event.status, occurredAt }]);
    if (!lifecycle) return refuse(impossible(event.status), application.id);

    const applicationStatus = applicationStatusOf(lifecycle.state, application.productType);
    if (applicationStatus !== application.status) await setApplicationStatus(tx, application.id, applicationStatus);
    if (lifecycle.approvedAt) await ensureBonus(tx, application.id, lifecycle.approvedAt);
    const reversal = lifecycle.state === 'Reversed' ? await reverseBonus(tx, application.id) : undefined;
    if (mail && news?.recipient.applicationId === application.id) {
      if (lifecycle.approvedAt && lifecycle.state !== 'Reversed') await queueApproved(tx, mail, news, await bonusOfApplication(tx, application.id));
      if (lifecycle.state === 'Declined') await queueDeclined(tx, mail, news, event.status === 'declined' ? event.reason : undefined);
    }
    const answer: StoredAnswer = { status: 200, body: { eventId: event.eventId, reference: event.reference, applicationStatus } };
    await record(answer, application.id);
    await listed('accepted', 200);
    return { answer, applied: true, changed: applicationStatus !== application.status, replayed: false, reversal };
  });
}
