/**
 * A real SMTP server for tests (loopback, no TLS, no auth) that keeps every message it accepts,
 * read as a mail client would read it (mailparser): the API's tests and the browser tests take it
 * from here. Node only.
 */
import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender. */
  from: string;
  /** Envelope recipients. */
  to: string[];
  /** The Message-ID header, with its angle brackets. */
  messageId: string;
  /** The decoded subject. */
  subject: string;
  /** The decoded HTML and plain-text parts ('' when absent), line ends LF. */
  html: string;
  text: string;
  /** Every value of a header field, in order, as written (unfolded). */
  header(name: string): string[];
  /** The message as it came over the wire. */
  raw: string;
}

export interface SmtpServerOptions {
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** A reason to refuse this recipient with a 550 (the reply names the address, as real servers do); undefined accepts. */
  refuse?: (address: string) => string | undefined;
  /** Runs when a message has arrived, before the server answers that it accepts it. */
  beforeAccept?: (mail: ReceivedMail) => void | Promise<void>;
  /** false: accept each message without reading or keeping it, as a sink for a load does (`accepted` counts it). */
  keep?: boolean;
}

export interface TestSmtpServer {
  port: number;
  /** For the API's SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Messages accepted so far. */
  readonly accepted: number;
  /** Waits (bounded) until at least one mail to this address has arrived; gives all mails to it. */
  waitForMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const lf = (text: string) => text.replace(/\r\n/g, '\n');

/** A message as a reader sees it: decoded subject and parts, and its header fields. */
export async function readMessage(raw: string, envelope: { from?: string; to?: string[] } = {}): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipHtmlToText: true });
  const fields = parsed.headerLines.map(({ key, line }) => ({ key, value: line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim() }));
  return {
    from: envelope.from ?? '',
    to: envelope.to ?? [],
    messageId: fields.find((f) => f.key === 'message-id')?.value ?? '',
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? lf(parsed.html) : '',
    text: lf(parsed.text ?? ''),
    header: (name) => fields.filter((f) => f.key === name.toLowerCase()).map((f) => f.value),
    raw,
  };
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let accepted = 0;
  const server = new SMTPServer({
    secure: false,
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
      if (options.keep === false) {
        stream.on('end', () => {
          accepted++;
          callback();
        });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) };
        readMessage(Buffer.concat(chunks).toString('utf8'), envelope)
          .then(async (mail) => {
            received.push(mail);
            await options.beforeAccept?.(mail);
            accepted++;
          })
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client that drops its connection mid-session (an API killed while delivering) is an error
  // of that connection, as on a real server: the server keeps serving, and a test judges by the
  // mails that arrived.
  server.on('error', () => undefined);
  const { port } = server.server.address() as net.AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    get accepted() {
      return accepted;
    },
    async waitForMailTo(address, timeoutMs = 15_000) {
      const to = () => received.filter((mail) => mail.to.includes(address));
      for (const end = Date.now() + timeoutMs; to().length === 0; ) {
        if (Date.now() > end) throw new Error(`No mail to ${address} at the SMTP server within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return to();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
