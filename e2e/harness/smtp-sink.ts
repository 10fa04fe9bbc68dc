import { startSmtpServer, type ReceivedMail } from '../../shared/tooling/testing/smtp';

export type { ReceivedMail };

export interface SmtpSink {
  /** For the API: `apiEnv: { SMTP_URL: sink.url }`. */
  url: string;
  received: ReceivedMail[];
  /** Waits (bounded) until at least one mail to this address has arrived; gives all mails to it. */
  waitForMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/**
 * The test kit's SMTP server (shared/tooling/testing/smtp.ts) on loopback: STARTTLS and AUTH
 * switched off, so the API's transport (nodemailer over `smtp://host:port`, no credentials)
 * delivers in clear text; every mail kept, read as a mail client reads it.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const server = await startSmtpServer();
  return { url: server.url, received: server.received, waitForMailTo: server.waitForMailTo, stop: server.close };
}
