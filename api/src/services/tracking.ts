/**
 * Visitor tracking without accounts (shared/src/contract/tracking.ts): a one-time code mailed to
 * the application's address, exchanged for a short-lived tracking token that reads the timeline.
 *
 * A code request is answered the same whether or not the reference and address name an
 * application, and does the same work in both cases (a code is drawn, hashed and its mail
 * rendered; the request is counted), so neither the answer nor its time tells them apart. Codes
 * and tokens are stored as SHA-256 only; a code is compared in constant time and works once.
 */
import crypto from 'node:crypto';
import {
  preferredLanguage, trackingCodeMaxTries, trackingCodeTtlMinutes, trackingTokenTtlMinutes,
  type ApplicationTimeline, type TrackingSession,
} from '@storefront/shared/contract';
import {
  countWrongTry, createSession, deleteCode, findTrackedApplication, lockCode, recentCodeRequests, recordCodeRequest, replaceCode,
  sessionApplication, timelineSource,
} from '../db/repositories/tracking.js';
import { enqueueMail } from '../db/repositories/outbox.js';
import { lockNaturalKey } from '../db/repositories/locks.js';
import { mailDomain, messageIdFor, recipientKey } from '../domain/mail.js';
import { ProblemError } from '../plugins/app/problem-error.js';
import { timelineOf } from '../domain/timeline.js';
import { productNames } from '../catalog/product-names.js';
import type { MailContext } from '../mail/context.js';

/** The hourly limits of code requests (TRACKING_CODES_PER_CLIENT_PER_HOUR, TRACKING_CODES_PER_TARGET_PER_HOUR). */
export interface TrackingLimits {
  perClientPerHour: number;
  /** Per reference and per e-mail address, whether or not they name an application. */
  perTargetPerHour: number;
}

export interface CodeRequest {
  reference: string;
  email: string;
  /** The client's address as the rate limits count it (request.ip, with TRUST_PROXY). */
  clientAddress: string;
}

export type CodeOutcome = { sent: true } | { sent: false; limit: 'client' | 'target'; retryAfterSeconds: number };

/** A reference as typed ('sf-7kq4m2xd ') as it is stored. */
export const normalisedReference = (reference: string) => reference.trim().toUpperCase();

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();
const codeHash = (applicationId: number, code: string) => sha256(`tracking-code\n${applicationId}\n${code}`);
const requestKey = (kind: string, value: string) => sha256(`tracking-request\n${kind}\n${value}`).toString('base64url');
const randomCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

export async function requestTrackingCode(ctx: MailContext, limits: TrackingLimits, request: CodeRequest): Promise<CodeOutcome> {
  const reference = normalisedReference(request.reference);
  const email = request.email.trim();
  const found = await findTrackedApplication(ctx.db, reference, email);
  const code = randomCode();
  const hash = codeHash(found?.id ?? 0, code);
  const mail = ctx.renderer.trackingCode({ language: found?.language ?? 'en', reference, code });
  const client = requestKey('client', request.clientAddress);
  const targets = [requestKey('reference', reference), requestKey('email', recipientKey(email))];
  return ctx.db.transaction(async (tx): Promise<CodeOutcome> => {
    // One code request at a time, on every instance: each counts the ones before it.
    await lockNaturalKey(tx, 'tracking-code-requests');
    const counts = await recentCodeRequests(tx, [client, ...targets]);
    const over = (keys: string[], max: number) => counts.find((c) => keys.includes(c.key) && c.count >= max);
    const byClient = over([client], limits.perClientPerHour);
    if (byClient) return { sent: false, limit: 'client', retryAfterSeconds: byClient.freeInSeconds };
    const byTarget = over(targets, limits.perTargetPerHour);
    if (byTarget) return { sent: false, limit: 'target', retryAfterSeconds: byTarget.freeInSeconds };
    await recordCodeRequest(tx, [client, ...targets]);
    if (found) {
      await replaceCode(tx, found.id, hash, trackingCodeTtlMinutes);
      await enqueueMail(tx, {
        messageId: messageIdFor('tracking-code', crypto.randomUUID(), mailDomain(ctx.config.MAIL_FROM)),
        kind: 'tracking_code', applicationId: found.id, toAddress: found.email, ...mail,
      });
    }
    return { sent: true };
  });
}

/** The one answer for a wrong, expired or used-up code and for a pair that names no application. */
const codeInvalid = () => new ProblemError(
  422, 'tracking.code-invalid', 'Invalid code', 'The code is not valid for this reference and address: it may be wrong, expired or used. Ask for a new one.',
);

const sessionNotFound = () => new ProblemError(
  404, 'tracking.session-not-found', 'Not Found', 'The tracking token is missing, wrong or expired. Ask for a new code.', 'not-found',
);

/** The code exchanged for a tracking token and the timeline; `languages` are the request's Accept-Language tags. */
export async function openTrackingSession(
  ctx: MailContext, request: { reference: string; email: string; code: string }, languages: readonly string[],
): Promise<TrackingSession> {
  const found = await findTrackedApplication(ctx.db, normalisedReference(request.reference), request.email.trim());
  const hash = codeHash(found?.id ?? 0, request.code);
  const token = crypto.randomBytes(32).toString('base64url');
  const opened = await ctx.db.transaction(async (tx) => {
    if (!found) return undefined;
    const stored = await lockCode(tx, found.id);
    if (!stored || stored.expired || stored.wrongTries >= trackingCodeMaxTries) return undefined;
    if (!crypto.timingSafeEqual(stored.codeHash, hash)) {
      await countWrongTry(tx, found.id);
      return undefined;
    }
    await deleteCode(tx, found.id);
    return { applicationId: found.id, expiresAt: await createSession(tx, found.id, sha256(token), trackingTokenTtlMinutes) };
  });
  if (!opened) throw codeInvalid();
  const timeline = await applicationTimeline(ctx, opened.applicationId, languages);
  if (!timeline) throw codeInvalid();
  return { trackingToken: token, expiresAt: opened.expiresAt.toISOString(), timeline };
}

/** The timeline a tracking token opens. */
export async function trackedTimeline(ctx: MailContext, token: string | undefined, languages: readonly string[]): Promise<ApplicationTimeline> {
  const applicationId = token ? await sessionApplication(ctx.db, sha256(token)) : undefined;
  const timeline = applicationId === undefined ? undefined : await applicationTimeline(ctx, applicationId, languages);
  if (!timeline) throw sessionNotFound();
  return timeline;
}

async function applicationTimeline(ctx: MailContext, applicationId: number, languages: readonly string[]) {
  const source = await timelineSource(ctx.db, applicationId);
  if (!source) return undefined;
  const names = await productNames(ctx.catalog, source, preferredLanguage(source.country, languages));
  return timelineOf({ ...source, ...names });
}
