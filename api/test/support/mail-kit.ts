/** What the mail tests share: the spec's subjects, the requests the storefront sends, and the rows the API stored. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { mailSubjects } from '@storefront/shared/contract';

/** The spec's subjects (the contract's mailSubjects), by the mail they name. */
export const subjects = { card: mailSubjects.cardConfirmation, loan: mailSubjects.loanConfirmation, help: mailSubjects.helpRequest } as const;

/** The support form's request (mfe-support's use-help-request): the spec's fields plus the visitor's name and message. */
export function helpRequest(to: string, fields: Partial<{ name: string; message: string; body: string; containImages: boolean }> = {}) {
  return {
    to,
    containImages: fields.containImages ?? false,
    subject: subjects.help,
    body: fields.body ?? subjects.help,
    name: fields.name ?? 'Amina Khan',
    message: fields.message ?? 'My card never arrived.',
  };
}

export function postMail(app: FastifyInstance, payload: unknown, options: { country?: string; remoteAddress?: string; language?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/email/public',
    remoteAddress: options.remoteAddress,
    headers: {
      ...(options.country ? { 'x-country-key': options.country } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

type Row = Record<string, unknown>;
export async function rows<T = Row>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}
