/**
 * Counts the round trips an API makes to PostgreSQL: a TCP proxy in front of the real server reads
 * what each connection sends (the frontend messages of the wire protocol). A round trip is a
 * simple query (`Q`, e.g. BEGIN) or the Sync (`S`) that ends an extended query (Parse, Bind,
 * Execute: every query with parameters); each is recorded with the SQL text it carried. A named
 * statement is parsed once per connection: a later round trip that only binds it is recorded with
 * the SQL its Parse carried.
 */
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export interface RoundTripRecorder {
  proxy: TcpProxy;
  /** The SQL of each round trip since the last take(), in the order they were sent; then starts afresh. */
  take(): string[];
  /**
   * Each Parse message since the last takeParses(): what PostgreSQL parsed and planned anew, with
   * the connection (numbered from 1 in the order they opened) that sent it.
   */
  takeParses(): { connection: number; sql: string }[];
}

/** The first message of a connection has no type byte; these codes are followed by another such message. */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

export async function startRoundTripRecorder(targetHost: string, targetPort: number): Promise<RoundTripRecorder> {
  let trips: string[] = [];
  let parses: { connection: number; sql: string }[] = [];
  let connections = 0;
  const cString = (body: Buffer, from = 0) => body.toString('utf8', from, body.indexOf(0, from));
  const proxy = await startTcpProxy(targetHost, targetPort, {
    tapClient: () => {
      const connection = ++connections;
      let pending = Buffer.alloc(0);
      let untyped = true;
      let parsed: string[] = [];
      /** This connection's named statements: their SQL by name. */
      const named = new Map<string, string>();
      let parsedNames = new Set<string>();
      return (chunk) => {
        pending = Buffer.concat([pending, chunk]);
        for (;;) {
          if (untyped) {
            if (pending.length < 8) return;
            const length = pending.readInt32BE(0);
            if (pending.length < length) return;
            const code = pending.readInt32BE(4);
            untyped = code === SSL_REQUEST || code === GSSENC_REQUEST;
            pending = pending.subarray(length);
            continue;
          }
          if (pending.length < 5) return;
          const type = String.fromCharCode(pending[0]);
          const length = pending.readInt32BE(1);
          if (pending.length < 1 + length) return;
          const body = pending.subarray(5, 1 + length);
          pending = pending.subarray(1 + length);
          if (type === 'Q') trips.push(cString(body));
          // Parse: the statement's name, then its SQL.
          if (type === 'P') {
            const name = cString(body);
            const text = cString(body, body.indexOf(0) + 1);
            if (name) named.set(name, text);
            parsedNames.add(name);
            parsed.push(text);
            parses.push({ connection, sql: text });
          }
          // Bind: the portal's name, then the statement's.
          if (type === 'B') {
            const name = cString(body, body.indexOf(0) + 1);
            if (!parsedNames.has(name)) parsed.push(named.get(name) ?? '');
          }
          if (type === 'S') {
            trips.push(parsed.join('; '));
            parsed = [];
            parsedNames = new Set();
          }
        }
      };
    },
  });
  return {
    proxy,
    take: () => {
      const taken = trips;
      trips = [];
      return taken;
    },
    takeParses: () => {
      const taken = parses;
      parses = [];
      return taken;
    },
  };
}
