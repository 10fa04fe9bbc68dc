/**
 * Every API suite fails on a use of the PostgreSQL client that pg deprecates and pg 9 refuses: a
 * query sent on a connection still busy with another (queries of one transaction sent at once, as
 * Promise.all does). pg only warns, once per process; this records each such query where it is
 * sent, with pg's own test (a query queued behind another outside pipeline mode).
 */
import { Client } from 'pg';

type QueuedClient = { _queryQueue?: unknown[]; pipeline?: boolean };

const sentWhileBusy: string[] = [];
const query = Client.prototype.query;
Client.prototype.query = function (this: QueuedClient, ...args: unknown[]) {
  if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline) {
    sentWhileBusy.push(new Error('a query sent on a connection busy with another').stack ?? '');
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof Client.prototype.query;

afterAll(() => {
  Client.prototype.query = query;
  expect(sentWhileBusy).toEqual([]);
});
