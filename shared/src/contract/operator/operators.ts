/** Operators as an admin manages them, and the audit log of the console. */
import { Type, type Static } from '@sinclair/typebox';
import { Obj } from '../common';
import { OperatorEmail, OperatorPassword, OperatorProfile, OperatorRoleSchema } from './access';

export const NewOperator = Obj({ email: OperatorEmail, role: OperatorRoleSchema, password: OperatorPassword });
export const OperatorChange = Obj({ role: Type.Optional(OperatorRoleSchema), disabled: Type.Optional(Type.Boolean()) });
export const PasswordReset = Obj({ password: OperatorPassword });
export const OperatorList = Obj({ operators: Type.Array(OperatorProfile) });
export const OperatorIdParams = Obj({ operatorId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/**
 * One line of the audit log: who did what to which record, when, and the record before and after
 * (identifiers and states, never a visitor's personal data itself).
 */
export const AuditEntry = Obj({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  operatorEmail: Type.String(),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export const AuditQuery = Obj({
  action: Type.Optional(Type.String({ maxLength: 100 })),
  operatorId: Type.Optional(Type.Integer({ minimum: 1 })),
  targetType: Type.Optional(Type.String({ maxLength: 100 })),
  targetId: Type.Optional(Type.String({ maxLength: 200 })),
  /** Entries before this id (the next page of a newest-first list). */
  before: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});
export const AuditPage = Obj({ entries: Type.Array(AuditEntry) });

export type NewOperator = Static<typeof NewOperator>;
export type OperatorChange = Static<typeof OperatorChange>;
export type PasswordReset = Static<typeof PasswordReset>;
export type OperatorList = Static<typeof OperatorList>;
export type AuditEntry = Static<typeof AuditEntry>;
export type AuditQuery = Static<typeof AuditQuery>;
export type AuditPage = Static<typeof AuditPage>;
