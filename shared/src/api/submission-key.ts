/**
 * Idempotency-Keys (IETF draft "The Idempotency-Key HTTP Header Field") for a form's submissions:
 * the API answers a repeat of a create sent with the same key and the same details with the record
 * the first one made (a double click, a retry after a lost answer), and only the one who drew the
 * key can send it.
 */

/**
 * A random key: 128 bits as 32 hexadecimal digits. crypto.getRandomValues works on a page served
 * over plain HTTP too, where crypto.randomUUID does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The keys of one form's submissions: sending the same payload again (a retry of that submission)
 * reuses its key; a changed payload is a new submission with a new key.
 */
export function submissionKeys(): (payload: unknown) => string {
  let last: { payload: string; key: string } | null = null;
  return (payload) => {
    const sent = JSON.stringify(payload);
    if (last?.payload !== sent) last = { payload: sent, key: newIdempotencyKey() };
    return last.key;
  };
}
