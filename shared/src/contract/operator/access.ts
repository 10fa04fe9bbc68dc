/**
 * The operator console's access rules: its roles, the API's prefix, the session's cookie and
 * limits, the CSRF header and the sign-in lockout. One definition, read by the API and the console.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Email, Obj } from '../common';

/** Where the operator API is served, on the operator listener (OPERATOR_PORT) only. */
export const operatorApiPrefix = '/api/operator/v1';

/**
 * admin: operators, partners' secrets, the audit log; catalog: the catalog; finance: bonuses and
 * payouts; support: help requests, complaints, erasure, applications; analyst: the funnel and
 * reports, never personal data.
 */
export const operatorRoles = ['admin', 'catalog', 'finance', 'support', 'analyst'] as const;
export type OperatorRole = (typeof operatorRoles)[number];
export const OperatorRoleSchema = Type.Union(operatorRoles.map((role) => Type.Literal(role)));

/** The session cookie: HttpOnly, SameSite=Strict, Secure where served over TLS. */
export const operatorSessionCookie = 'sf_operator_session';
/** Every write carries the session's CSRF token in this header (GET /session hands it out). */
export const operatorCsrfHeader = 'x-csrf-token';

/** A session ends after this long without a call... */
export const operatorSessionIdleMinutes = 30;
/** ...and this long after its sign-in, whatever happens. */
export const operatorSessionAbsoluteHours = 12;
/** This many failed sign-ins in a row lock the e-mail address (known or not) for `operatorLockoutMinutes`. */
export const operatorMaxFailedSignIns = 5;
export const operatorLockoutMinutes = 15;

export const operatorPasswordMinLength = 12;
export const OperatorPassword = Type.String({ minLength: operatorPasswordMinLength, maxLength: 200 });
export const OperatorEmail = Email;
/** A six-digit TOTP code (RFC 6238, 30-second steps). */
export const TotpCode = Type.String({ pattern: '^[0-9]{6}$' });

export const OperatorProfile = Obj({
  id: Type.Integer(),
  email: Type.String(),
  role: OperatorRoleSchema,
  /** A disabled operator cannot sign in; their sessions ended when they were disabled. */
  disabled: Type.Boolean(),
  /** Whether the second factor is enrolled (it is at the first complete sign-in). */
  enrolled: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

/**
 * Where a browser's session stands: signed out; password accepted and the TOTP code awaited
 * (`totp`), or the second factor to enrol first (`enrol`); signed in.
 */
export const signInStages = ['signed-out', 'totp', 'enrol', 'signed-in'] as const;
export type SignInStage = (typeof signInStages)[number];

/** The second factor to enrol, shown once: the secret as text and as a QR code (a data: URL of a PNG). */
export const TotpEnrolment = Obj({
  secret: Type.String(),
  otpauthUri: Type.String(),
  qrDataUrl: Type.String(),
});

export const SessionState = Obj({
  stage: Type.Union(signInStages.map((s) => Type.Literal(s))),
  /** The CSRF token the signed-in operator's writes carry (header x-csrf-token). */
  csrfToken: Type.String(),
  operator: Type.Optional(OperatorProfile),
  /** Only in the answer to the password step of an operator without a second factor. */
  enrolment: Type.Optional(TotpEnrolment),
});

export const PasswordSignIn = Obj({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) });
export const TotpSignIn = Obj({ code: TotpCode });

/** The first admin, from the one-time setup link the API logs when no operator exists. */
export const OperatorSetup = Obj({ token: Type.String({ minLength: 1, maxLength: 200 }), email: OperatorEmail, password: OperatorPassword });

export type OperatorProfile = Static<typeof OperatorProfile>;
export type TotpEnrolment = Static<typeof TotpEnrolment>;
export type SessionState = Static<typeof SessionState>;
export type PasswordSignIn = Static<typeof PasswordSignIn>;
export type TotpSignIn = Static<typeof TotpSignIn>;
export type OperatorSetup = Static<typeof OperatorSetup>;
