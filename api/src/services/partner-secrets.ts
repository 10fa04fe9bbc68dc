import type { Db, Tx } from '../db/client.js';
import { lockNaturalKey } from '../db/repositories/locks.js';
import { activeSecrets, addSecret, bankExists, revokeSecrets } from '../db/repositories/partner-secrets.js';
import { newPartnerSecret, open, seal, type SecretKey } from '../domain/partner-secret-box.js';

/**
 * A bank's postback secrets: one active, and a second while the bank rotates (both accepted).
 * `create` gives a bank its first secret, `rotate` a second one beside the current, `revoke` ends
 * a rotation (the older of two goes) or, with one left, cuts the bank off. A new secret is returned
 * once, to be handed to the bank; only its sealed form is stored.
 */

export type SecretCommand = 'create' | 'rotate' | 'revoke';

export class SecretCommandError extends Error {}

/** The most secrets a bank has active at once. */
export const MAX_ACTIVE_SECRETS = 2;

export async function runSecretCommand(db: Db, key: SecretKey, command: SecretCommand, bankId: number): Promise<{ secret?: string; active: number }> {
  return db.transaction(async (tx: Tx) => {
    await lockNaturalKey(tx, `partner-secret:${bankId}`);
    if (!(await bankExists(tx, bankId))) throw new SecretCommandError(`There is no bank ${bankId} in the catalog.`);
    const active = await activeSecrets(tx, bankId);
    if (command === 'revoke') {
      if (!active.length) throw new SecretCommandError(`Bank ${bankId} has no active secret.`);
      await revokeSecrets(tx, [active[0].id]);
      return { active: active.length - 1 };
    }
    if (command === 'create' && active.length) throw new SecretCommandError(`Bank ${bankId} has a secret already: rotate it.`);
    if (command === 'rotate' && !active.length) throw new SecretCommandError(`Bank ${bankId} has no secret to rotate: create one.`);
    if (active.length >= MAX_ACTIVE_SECRETS) {
      throw new SecretCommandError(`Bank ${bankId} is rotating already (two active secrets): revoke the older one first.`);
    }
    const secret = newPartnerSecret();
    await addSecret(tx, bankId, seal(key, bankId, secret));
    return { secret, active: active.length + 1 };
  });
}

/** The bank's active secrets in clear, for checking a signature (those that do not open with `key` are skipped). */
export async function openSecrets(db: Tx, key: SecretKey | null, bankId: number): Promise<string[]> {
  if (!key) return [];
  return (await activeSecrets(db, bankId)).map((s) => open(key, bankId, s.sealed)).filter((s): s is string => s !== null);
}
