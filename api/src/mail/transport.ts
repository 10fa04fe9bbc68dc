import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface OutgoingMail {
  outboxId: string;
  messageId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const toMessage = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo ?? undefined,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: mail.messageId,
  // Auto-Submitted (RFC 3834): out-of-office replies and other auto-responders leave these mails alone.
  headers: { 'X-Storefront-Outbox-Id': mail.outboxId, 'Auto-Submitted': 'auto-generated' },
  // Header values never carry raw CR/LF (checked before queueing); nodemailer encodes the rest.
  // Quoted-printable, named rather than detected: nodemailer's detection lists every letter of
  // each part, twice, which took half of the 2.7 ms of CPU a confirmation's encoding takes. The
  // mails are mostly markup: the same size in English (31 KB), a tenth larger in Arabic and Urdu
  // (43 against 38 KB, whose text part the detection would encode in base64).
  textEncoding: 'quoted-printable' as const,
  disableFileAccess: true,
  disableUrlAccess: true,
});

/** SMTP when SMTP_URL is set; otherwise each mail becomes `${MAIL_DIR}/<outbox id>.eml` (open it in any mail client). */
export function createTransport(config: Pick<Config, 'SMTP_URL' | 'MAIL_DIR'>): MailTransport {
  if (config.SMTP_URL) {
    // smtp[s]://user:pass@host:port?option=value, parsed the way nodemailer parses its own URLs.
    const { parseConnectionUrl } = require('nodemailer/lib/shared') as { parseConnectionUrl(url: string): object };
    const transporter = nodemailer.createTransport({
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...parseConnectionUrl(config.SMTP_URL),
    });
    return {
      send: async (mail) => void (await transporter.sendMail(toMessage(mail))),
      close: () => transporter.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await writer.sendMail(toMessage(mail));
      await fs.mkdir(config.MAIL_DIR, { recursive: true });
      const file = path.join(config.MAIL_DIR, `${mail.outboxId}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as unknown as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => writer.close(),
  };
}
