import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import {
  operatorLockoutMinutes, operatorMaxFailedSignIns, operatorSessionAbsoluteHours, operatorSessionIdleMinutes,
  type OperatorProfile, type OperatorRole, type TotpEnrolment,
} from '@storefront/shared/contract';
import type { Db, Tx } from '../db/client.js';
import {
  clearSignInFailures, countActiveAdmins, countOperators, deleteSessionsOf, deleteStaleFailures, deleteStaleSessions, findOperator, findOperatorByEmail,
  insertOperator, insertSetupToken, operatorsWithClearTotp, recordSignInFailure, signInFailures, updateOperator, useSetupToken, type OperatorRow,
} from '../db/repositories/operators.js';
import { DomainError } from '../domain/problem.js';
import { openTotpSecret, sealTotpSecret } from '../domain/operator-totp-box.js';
import type { SecretKey } from '../domain/secret-box.js';
import { writeAudit, type Actor } from './audit.js';

/**
 * Operators of the console: their passwords (argon2id), second factor (TOTP, RFC 6238), the
 * lockout after failed sign-ins, and what an admin does to them. Every change is audited. The
 * TOTP secrets are sealed under OPERATOR_TOTP_KEY wherever they are stored (domain/operator-totp-box.ts).
 */

/** The issuer name authenticator apps show beside the operator's e-mail. */
export const totpIssuer = 'Storefront console';

/** TOTP of RFC 6238 (30-second steps, six digits) accepting the step before and after, for clock drift. */
const totp = authenticator.clone({ window: 1 });

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** argon2id (@node-rs/argon2's default algorithm) with its recommended costs, as a PHC string. */
export const hashPassword = (password: string) => hash(password);

/** A hash nobody's password matches, verified for unknown addresses so that they take as long as known ones. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

export function profileOf(row: OperatorRow): OperatorProfile {
  return {
    id: row.id, email: row.email, role: row.role, disabled: row.disabledAt !== null, enrolled: row.totpSealed !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type SignInRefusal = 'failed' | 'locked';
export type PasswordCheck = { ok: true; operator: OperatorRow } | { ok: false; refusal: SignInRefusal };

/**
 * The password step. The same refusal for an unknown address, a disabled operator and a wrong
 * password; after `operatorMaxFailedSignIns` failures in a row the address is locked for
 * `operatorLockoutMinutes`, known or not.
 */
export async function checkPassword(db: Db, emailGiven: string, password: string): Promise<PasswordCheck> {
  const email = normalEmail(emailGiven);
  const failures = await signInFailures(db, email);
  if (failures?.lockedUntil && failures.lockedUntil > new Date()) return { ok: false, refusal: 'locked' };
  const operator = await findOperatorByEmail(db, email);
  const matches = await verify(operator?.passwordHash ?? (await decoy()), password).catch(() => false);
  if (!operator || operator.disabledAt || !matches) return { ok: false, refusal: await failure(db, email) };
  return { ok: true, operator };
}

async function failure(db: Db, email: string): Promise<SignInRefusal> {
  return (await recordSignInFailure(db, email, operatorMaxFailedSignIns, operatorLockoutMinutes)) ? 'locked' : 'failed';
}

/** A new second factor to enrol: shown once, stored only when the operator proves it with a code. */
export async function newEnrolment(email: string): Promise<TotpEnrolment> {
  const secret = authenticator.generateSecret(20);
  const otpauthUri = authenticator.keyuri(email, totpIssuer, secret);
  return { secret, otpauthUri, qrDataUrl: await QRCode.toDataURL(otpauthUri) };
}

/** The secret being enrolled as the session keeps it: sealed for the operator, base64. */
export function sealEnrolment(key: SecretKey, operatorId: number, secret: string): string {
  return sealTotpSecret(key, operatorId, secret).toString('base64');
}

/** Whether `code` is the TOTP of `secret` now (one step either way for clock drift). */
export function totpMatches(secret: string, code: string): boolean {
  return totp.check(code, secret);
}

export type TotpCheck = { ok: true; operator: OperatorRow } | { ok: false; refusal: SignInRefusal };

/**
 * The second step: the code of the operator's enrolled factor, or of `enrolling` (sealEnrolment's;
 * stored when it matches: the first complete sign-in enrols it). A wrong code counts as a failed
 * sign-in; so does a secret that does not open with `key`.
 */
export async function checkTotp(db: Db, key: SecretKey, operatorId: number, code: string, enrolling?: string): Promise<TotpCheck> {
  const operator = await findOperator(db, operatorId);
  if (!operator || operator.disabledAt) return { ok: false, refusal: 'failed' };
  const failures = await signInFailures(db, operator.email);
  if (failures?.lockedUntil && failures.lockedUntil > new Date()) return { ok: false, refusal: 'locked' };
  const sealed = operator.totpSealed ?? (enrolling ? Buffer.from(enrolling, 'base64') : null);
  const secret = sealed ? openTotpSecret(key, operator.id, sealed) : null;
  if (!secret || !totpMatches(secret, code)) return { ok: false, refusal: await failure(db, operator.email) };
  await clearSignInFailures(db, operator.email);
  if (operator.totpSealed) return { ok: true, operator };
  const enrolled = await db.transaction(async (tx) => {
    const row = await updateOperator(tx, operator.id, { totpSealed: sealTotpSecret(key, operator.id, secret) });
    await writeAudit(tx, actorOf(operator), { action: 'operator.totp-enrolled', targetType: 'operator', targetId: String(operator.id) });
    return row;
  });
  return { ok: true, operator: enrolled ?? operator };
}

export const actorOf = (operator: Pick<OperatorRow, 'id' | 'email'>): Actor => ({ id: operator.id, email: operator.email });

/** The operator a signed-in session names, if they may still work (not disabled, not removed). */
export async function activeOperator(db: Db, operatorId: number): Promise<OperatorRow | undefined> {
  const operator = await findOperator(db, operatorId);
  return operator && !operator.disabledAt && operator.totpSealed ? operator : undefined;
}

/** Removes the sessions that ran out, and the failed sign-ins whose count no longer matters. */
export async function removeStaleSignIns(db: Db): Promise<void> {
  await deleteStaleSessions(db, operatorSessionIdleMinutes, operatorSessionAbsoluteHours);
  await deleteStaleFailures(db, operatorLockoutMinutes);
}

const emailTaken = (email: string) =>
  new DomainError('conflict', 'operator.email-taken', 'E-mail taken', `An operator with the e-mail ${email} exists already.`);
const operatorNotFound = (id: number) => new DomainError('not-found', 'operator.not-found', 'Not Found', `Operator ${id} does not exist.`, 'not-found');

export async function createOperator(db: Db, actor: Actor, input: { email: string; role: OperatorRole; password: string }): Promise<OperatorRow> {
  const email = normalEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await insertOperator(tx, { email, role: input.role, passwordHash });
    if (!row) throw emailTaken(email);
    await writeAudit(tx, actor, { action: 'operator.created', targetType: 'operator', targetId: String(row.id), after: auditView(row) });
    return row;
  });
}

/** What the audit log keeps of an operator: never the password's hash nor the second factor. */
const auditView = (row: OperatorRow) => ({ email: row.email, role: row.role, disabled: row.disabledAt !== null, enrolled: row.totpSealed !== null });

async function changeOperator(
  db: Db, actor: Actor, id: number, action: string,
  change: (row: OperatorRow) => Partial<Pick<OperatorRow, 'role' | 'passwordHash' | 'totpSealed' | 'disabledAt'>>,
  endSessions: boolean,
): Promise<OperatorRow> {
  return db.transaction(async (tx) => {
    const before = await findOperator(tx, id);
    if (!before) throw operatorNotFound(id);
    const after = (await updateOperator(tx, id, change(before))) ?? before;
    await keepAnAdmin(tx, id);
    if (endSessions) await deleteSessionsOf(tx, id);
    await writeAudit(tx, actor, { action, targetType: 'operator', targetId: String(id), before: auditView(before), after: auditView(after) });
    return after;
  });
}

/** An admin cannot disable or demote the last active admin: nobody could manage operators after. */
async function keepAnAdmin(tx: Tx, id: number): Promise<void> {
  if ((await countActiveAdmins(tx)) === 0) {
    throw new DomainError('conflict', 'operator.last-admin', 'Last admin', `Operator ${id} is the last active admin: make another admin first.`);
  }
}

export async function changeRoleOrState(db: Db, actor: Actor, id: number, input: { role?: OperatorRole; disabled?: boolean }): Promise<OperatorRow> {
  const action = input.disabled === true ? 'operator.disabled' : input.disabled === false && input.role === undefined ? 'operator.enabled' : 'operator.changed';
  return changeOperator(db, actor, id, action, (row) => ({
    ...(input.role ? { role: input.role } : {}),
    ...(input.disabled === undefined ? {} : { disabledAt: input.disabled ? (row.disabledAt ?? new Date()) : null }),
  }), input.disabled === true || (input.role !== undefined));
}

export async function resetPassword(db: Db, actor: Actor, id: number, password: string): Promise<OperatorRow> {
  const passwordHash = await hashPassword(password);
  return changeOperator(db, actor, id, 'operator.password-reset', () => ({ passwordHash }), true);
}

/** The operator enrols a new second factor at their next sign-in. */
export async function resetSecondFactor(db: Db, actor: Actor, id: number): Promise<OperatorRow> {
  return changeOperator(db, actor, id, 'operator.totp-reset', () => ({ totpSealed: null }), true);
}

/**
 * At start: seals the TOTP secrets enrolled before they were sealed (migrations/0022) and blanks
 * their clear copy. Returns how many it sealed.
 */
export async function sealClearTotpSecrets(db: Db, key: SecretKey): Promise<number> {
  const clear = await operatorsWithClearTotp(db);
  for (const { id, totpSecret } of clear) {
    await db.transaction(async (tx) => {
      await updateOperator(tx, id, { totpSealed: sealTotpSecret(key, id, totpSecret), totpSecret: null });
      await writeAudit(tx, { id: null, email: 'system' }, { action: 'operator.totp-sealed', targetType: 'operator', targetId: String(id) });
    });
  }
  return clear.length;
}

export const setupTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * At start, when no operator exists: the admin of OPERATOR_ADMIN_EMAIL and OPERATOR_ADMIN_PASSWORD,
 * or else a one-time setup token (valid `setupHours`) for the caller to show as a link.
 */
export async function bootstrapFirstAdmin(
  db: Db, admin: { email: string; password: string }, setupHours = 24,
): Promise<{ created?: OperatorRow; setupToken?: string } | undefined> {
  if ((await countOperators(db)) > 0) return undefined;
  if (admin.email && admin.password) {
    const row = await insertOperator(db, { email: normalEmail(admin.email), role: 'admin', passwordHash: await hashPassword(admin.password) });
    if (row) await writeAudit(db, { id: null, email: 'system' }, { action: 'operator.created', targetType: 'operator', targetId: String(row.id), after: auditView(row) });
    return { created: row };
  }
  const setupToken = randomBytes(32).toString('base64url');
  await insertSetupToken(db, setupTokenHash(setupToken), new Date(Date.now() + setupHours * 3600_000));
  return { setupToken };
}

/** The first admin from the setup link: only while no operator exists, and the link only once. */
export async function setUpFirstAdmin(db: Db, token: string, email: string, password: string): Promise<OperatorRow> {
  const passwordHash = await hashPassword(password);
  const invalid = new DomainError('refused', 'operator.setup-invalid', 'Setup link invalid', 'The setup link is not valid, was used already, or an operator exists already.');
  return db.transaction(async (tx) => {
    if ((await countOperators(tx)) > 0 || !(await useSetupToken(tx, setupTokenHash(token)))) throw invalid;
    const row = await insertOperator(tx, { email: normalEmail(email), role: 'admin', passwordHash });
    if (!row) throw invalid;
    await writeAudit(tx, { id: null, email: 'setup link' }, { action: 'operator.created', targetType: 'operator', targetId: String(row.id), after: auditView(row) });
    return row;
  });
}
