import { SMTPServer } from 'smtp-server';
import { freePort, waitFor } from './ports';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  messageId: string;
  html: string;
  text: string;
  raw: string;
}

export interface SmtpSink {
  /** For the API: `apiEnv: { SMTP_URL: sink.url }`. */
  url: string;
  received: ReceivedMail[];
  /** Waits (bounded) until at least one mail to this address has arrived; gives all mails to it. */
  waitForMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/**
 * A plain SMTP server on loopback that keeps every mail it is given. STARTTLS and AUTH are
 * switched off, so the API's transport (nodemailer over `smtp://host:port`, no credentials)
 * delivers in clear text without any TLS or auth option.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitForMailTo(address, timeoutMs = 15000) {
      const to = () => received.filter((mail) => mail.to.includes(address));
      await waitFor(async () => to().length > 0, `a mail to ${address} at the SMTP sink`, timeoutMs);
      return to();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader: enough for nodemailer's output (headers, multipart, quoted-printable/base64).

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  // Literal percent signs are escaped first, then every =XX byte becomes %XX for decodeURIComponent.
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function parseMail(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const { headers, body } = splitHead(raw);
  const parts: { type: string; text: string }[] = [];
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const part = splitHead(chunk.replace(/^\r?\n/, ''));
        collect(part.headers, part.body);
      }
    } else {
      parts.push({
        type: type.toLowerCase(),
        text: decodeBody(partBody, partHeaders.get('content-transfer-encoding')),
      });
    }
  };
  collect(headers, body);
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.text ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.text ?? '',
  };
}
