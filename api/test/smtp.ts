import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail { messageId: string; to: string[]; raw: string }

export interface SmtpOptions {
  /** A reason to refuse this recipient with a 550 (the reply names the address, as real servers do); undefined accepts. */
  refuse?: (address: string) => string | undefined;
}

/** A real SMTP server for tests (no TLS, no auth) that keeps every message it accepts. */
export async function startSmtp(port = 0, options: SmtpOptions = {}): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No reverse DNS lookup of 127.0.0.1 on every connection (it costs up to a second when no resolver answers).
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const reason = options.refuse?.(address.address);
      if (!reason) return callback();
      return callback(Object.assign(new Error(reason), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return { port: address.port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
