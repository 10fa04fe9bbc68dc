import type { OperatorProfile, OperatorRole, SessionState } from '@storefront/shared/contract';

/** A signed-in session of an operator of this role, as GET /session answers it. */
export function signedInAs(role: OperatorRole): SessionState {
  const operator: OperatorProfile = {
    id: 7,
    email: `${role}@console.example`,
    role,
    disabled: false,
    enrolled: true,
    createdAt: '2026-12-01T09:00:00.000Z',
  };
  return { stage: 'signed-in', csrfToken: `csrf-of-${role}`, operator };
}
