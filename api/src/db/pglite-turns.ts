import type { PGlite } from '@electric-sql/pglite';

/**
 * A call that waited longer than its bound for its turn on PGlite. Its code is the one of a
 * timed-out connection, so that the API answers it as the database being unavailable (503).
 */
export class DatabaseTurnTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(waitMs: number) {
    super(`timeout exceeded waiting ${waitMs} ms for the database`);
    this.name = 'DatabaseTurnTimeout';
  }
}

/**
 * Bounds how long a call waits for its turn on an embedded PGlite.
 *
 * PGlite is PostgreSQL's single-user mode in this process: every statement runs synchronously on
 * the event loop, so no timer (statement_timeout, or one of ours) can cut a statement short; with
 * one session, no statement ever waits for another's lock (lock_timeout has nothing to bound).
 * What can wait without end is a call's turn: each query and each transaction takes the one
 * connection in turn (PGlite's `_runExclusiveTransaction`), so a transaction that does not end
 * (its code awaiting something slow, or a query issued outside it that it awaits) holds up every
 * other call. Here every call queues in front of PGlite; one that has not had its turn within
 * `waitMs` fails with DatabaseTurnTimeout and leaves the queue without ever running.
 */
export function boundTurns(client: PGlite, waitMs: number): void {
  const takeConnection = client._runExclusiveTransaction.bind(client);
  const waiting: (() => void)[] = [];
  let busy = false;
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else busy = false;
  };
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        takeConnection(fn).then(resolve, reject).finally(next);
      };
      if (!busy) {
        busy = true;
        run();
        return;
      }
      const start = () => {
        clearTimeout(timer);
        run();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(new DatabaseTurnTimeout(waitMs));
      }, waitMs);
      waiting.push(start);
    });
}
